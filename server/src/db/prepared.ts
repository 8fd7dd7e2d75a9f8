import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * Named prepared statements for the hottest queries (the per-request sign-in check, the
 * notification list the portal polls every 5 s). Planning a statement once per connection and
 * skipping the ORM's query building roughly halves their cost (docs/performance.md).
 *
 * On PostgreSQL, node-postgres prepares named statements natively. PGlite's parameterised
 * `query()` re-parses every call, so there the statement is PREPAREd once and run with
 * EXECUTE through the simple protocol, its arguments written as SQL literals by `literal()`,
 * which accepts only values whose literal form cannot be misread (see there).
 */
export type SqlValue = string | number | boolean | Date | null;

export interface Statement {
  readonly name: string;
  /** The SQL with $1, $2... placeholders. */
  readonly text: string;
  /** PostgreSQL type of each placeholder, in order. */
  readonly types: ReadonlyArray<"int4" | "text" | "text[]" | "bool" | "timestamptz">;
}

export interface PreparedStatements {
  run<Row>(statement: Statement, params: ReadonlyArray<SqlValue>): Promise<Row[]>;
  /**
   * A number that changes before any statement that may write reaches the database, or null
   * when this process cannot see every write: what was read stays true until the number moves
   * (current-user.ts reuses the caller's row on that ground). Embedded PGlite has one client,
   * this process, and counts what it sends (watchWrites below). A PostgreSQL server has other
   * clients, other server processes included: there the count also moves on their commits'
   * notices, and is null while this process is not listening for them (postgres-writes.ts).
   */
  writeGeneration(): number | null;
  /**
   * PostgreSQL only: true once every write other processes committed before the call has moved
   * `writeGeneration`, false when that could not be made sure (postgres-writes.ts `seen`).
   * Embedded PGlite's count is never late.
   */
  writesSeen?(): Promise<boolean>;
}

/**
 * `{1,2}` or `{"a","b"}`: an array value as PostgreSQL reads it from text, for a parameter
 * of an array type (`= any($n)`), so the statement gets the array itself rather than a text to
 * split on every row it tests.
 */
export function arrayLiteral(values: ReadonlyArray<number | string>): string {
  const elements = values.map((value) =>
    typeof value === "number" ? String(value) : `"${value.replace(/["\\]/g, "\\$&")}"`,
  );
  return `{${elements.join(",")}}`;
}

/**
 * A value as an SQL literal. Strings are quoted by doubling single quotes, which is exact
 * while standard_conforming_strings is on (checked when the database opens); NUL, the one
 * character a literal cannot carry, is refused (requests containing it never get here).
 */
export function literal(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`not a whole number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError("invalid date");
    return `'${value.toISOString()}'`;
  }
  if (value.includes("\u0000")) throw new TypeError("NUL in an SQL literal");
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Words that make a statement a possible write even when it starts like a read: data-changing
 * commands inside a CTE or a function call with side effects. Deliberately broad (a column
 * named like one only costs a needless bump, never a missed one).
 */
const WRITE_WORDS =
  /\b(?:insert|update|delete|merge|truncate|copy|call|do|lock|into|nextval|setval|set_config|pg_notify|lo_\w+|pg_advisory\w*)\b/i;
/** Statements that neither change data nor the session's view of it. */
const READS = new Set(["select", "with", "show", "values", "table"]);
/** Transaction control: changes nothing by itself (the writes inside bumped already). */
const TRANSACTION = new Set([
  "begin",
  "start",
  "commit",
  "end",
  "rollback",
  "savepoint",
  "release",
]);
const FIRST_WORD = /^[\s(]*([a-z_]+)/i;
const PREPARE = /^\s*prepare\s+([a-z_][a-z0-9_]*)\s*(?:\([^)]*\))?\s+as\s+([\s\S]*)$/i;
const EXECUTE = /^\s*execute\s+([a-z_][a-z0-9_]*)/i;

/**
 * Whether a statement only reads, with no side effect and no transaction control: a SELECT
 * (or WITH, SHOW, VALUES, TABLE) without any of WRITE_WORDS. On PostgreSQL every other
 * statement moves the write count before and after it (postgres-writes.ts).
 */
export function isPlainRead(text: string): boolean {
  const statement = oneStatement(text);
  return (
    statement?.first !== undefined &&
    READS.has(statement.first) &&
    !WRITE_WORDS.test(statement.body)
  );
}

/**
 * A text's one statement (without its final semicolon) and its first word, lower case; null
 * when the text holds more than one statement.
 */
function oneStatement(text: string): { body: string; first: string | undefined } | null {
  const body = text.trim().replace(/;\s*$/, "");
  if (body.includes(";")) return null;
  return { body, first: FIRST_WORD.exec(body)?.[1]?.toLowerCase() };
}

/**
 * Whether a statement's text may change data, given the names of the prepared statements known
 * to be reads (PREPARE records its statement there). Unknown forms count as writes, as does
 * more than one statement in a text.
 */
export function mayWrite(text: string, readPrepared: Set<string>): boolean {
  const statement = oneStatement(text);
  if (statement?.first === undefined) return true;
  const { body, first } = statement;
  if (TRANSACTION.has(first)) return false;
  if (READS.has(first)) return WRITE_WORDS.test(body);
  if (first === "prepare") {
    const [, name, statement] = PREPARE.exec(body) ?? [];
    if (name === undefined || statement === undefined) return true;
    if (mayWrite(statement, readPrepared)) readPrepared.delete(name.toLowerCase());
    else readPrepared.add(name.toLowerCase());
    return false; // Preparing changes nothing; EXECUTE of a writing statement will count.
  }
  if (first === "execute") {
    const name = EXECUTE.exec(body)?.[1]?.toLowerCase();
    return name === undefined || !readPrepared.has(name);
  }
  return true;
}

/** A NUL-terminated string of a protocol message, from `start`; and where it ends. */
function cString(message: Uint8Array, start: number, end: number): [string, number] {
  let stop = message.indexOf(0, start);
  if (stop < 0 || stop > end) stop = end;
  return [decoder.decode(message.subarray(start, stop)), stop + 1];
}
const decoder = new TextDecoder();

/**
 * Counts PGlite's possible writes: every frontend message passes through
 * `execProtocolRawSync` (simple queries, the extended protocol's Parse and Bind, transactions
 * alike), so the count moves before such a statement runs, and PGlite runs one statement at a
 * time. Installed once per client.
 */
const generations = new WeakMap<PGlite, () => number>();
function watchWrites(client: PGlite): () => number {
  const known = generations.get(client);
  if (known !== undefined) return known;
  let generation = 0;
  const readPrepared = new Set<string>();
  /** Named statements of the extended protocol that may write: binding one counts. */
  const writingNamed = new Set<string>();
  const inspect = (message: Uint8Array) => {
    const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
    for (let at = 0; at + 5 <= message.length; ) {
      const type = message[at];
      const end = at + 1 + view.getInt32(at + 1);
      // Not a well-formed message (none PGlite sends): nothing to read safely, count it.
      if (end <= at + 4 || end > message.length) {
        generation += 1;
        return;
      }
      if (type === 0x51) {
        // Q: one text, possibly several statements.
        if (mayWrite(cString(message, at + 5, end)[0], readPrepared)) generation += 1;
      } else if (type === 0x50) {
        // P: statement name, then its text.
        const [name, next] = cString(message, at + 5, end);
        const writes = mayWrite(cString(message, next, end)[0], readPrepared);
        if (writes) generation += 1;
        if (name !== "" && writes) writingNamed.add(name);
        else writingNamed.delete(name);
      } else if (type === 0x42 && writingNamed.size > 0) {
        // B: portal name, then statement name.
        const [, next] = cString(message, at + 5, end);
        if (writingNamed.has(cString(message, next, end)[0])) generation += 1;
      }
      at = end;
    }
  };
  const original = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message: Uint8Array) => {
    inspect(message);
    return original(message);
  };
  const read = () => generation;
  generations.set(client, read);
  return read;
}

export async function pgliteStatements(client: PGlite): Promise<PreparedStatements> {
  const writeGeneration = watchWrites(client);
  const [setting] = await client.exec("show standard_conforming_strings");
  if (setting?.rows[0]?.standard_conforming_strings !== "on") {
    throw new Error("standard_conforming_strings must be on");
  }
  const prepared = new Set<string>();
  return {
    writeGeneration,
    async run<Row>(statement: Statement, params: ReadonlyArray<SqlValue>): Promise<Row[]> {
      if (!prepared.has(statement.name)) {
        const types = statement.types.length === 0 ? "" : `(${statement.types.join(", ")})`;
        await client.exec(`PREPARE ${statement.name}${types} AS ${statement.text}`);
        prepared.add(statement.name);
      }
      const args = params.length === 0 ? "" : `(${params.map(literal).join(", ")})`;
      const [result] = await client.exec(`EXECUTE ${statement.name}${args}`);
      return (result?.rows ?? []) as Row[];
    },
  };
}

/** `writes`: postgres-writes.ts's count of the pool's and everyone else's writes. */
export function postgresStatements(
  pool: pg.Pool,
  writes: { generation(): number | null; seen(): Promise<boolean> },
): PreparedStatements {
  return {
    writeGeneration: writes.generation,
    writesSeen: writes.seen,
    async run<Row>(statement: Statement, params: ReadonlyArray<SqlValue>): Promise<Row[]> {
      const result = await pool.query({
        name: statement.name,
        text: statement.text,
        values: [...params],
      });
      return result.rows as Row[];
    },
  };
}
