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
  readonly types: ReadonlyArray<"int4" | "text" | "bool" | "timestamptz">;
}

export interface PreparedStatements {
  run<Row>(statement: Statement, params: ReadonlyArray<SqlValue>): Promise<Row[]>;
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

export async function pgliteStatements(client: PGlite): Promise<PreparedStatements> {
  const [setting] = await client.exec("show standard_conforming_strings");
  if (setting?.rows[0]?.standard_conforming_strings !== "on") {
    throw new Error("standard_conforming_strings must be on");
  }
  const prepared = new Set<string>();
  return {
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

export function postgresStatements(pool: pg.Pool): PreparedStatements {
  return {
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
