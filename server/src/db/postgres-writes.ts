import pg from "pg";
import { isPlainRead } from "./prepared.ts";

/**
 * The write count of a PostgreSQL database, as embedded PGlite's (prepared.ts) but for a server
 * that other processes write to as well: what db/reused-reads.ts needs to reuse an answer
 * on PostgreSQL too (the caller's row on every request, the bell's page every 5 s per tab).
 *
 * - This process's own writes: every statement of the pool that is not a plain read moves the
 *   count when it is sent and again when it has finished (a COMMIT included), so a read that
 *   overlapped a write or its transaction is never reused, as on PGlite.
 * - Everyone else's: a statement-level trigger on every table of the schema sends a notice
 *   (NOTIFY conduit_writes) when a writing transaction commits, and a connection of this
 *   process LISTENs for it: each notice moves the count. Another server instance, a script or
 *   psql alike.
 * - While that connection is not listening (not yet, lost, reconnecting) the count is null:
 *   nothing read is reused, every call asks the database, as before 2026-11-27.
 *
 * Another process's notice arrives a moment (about a millisecond on one machine) after its
 * commit. A client that was answered by instance B and then asks instance A must still see B's
 * write on A, as if there were one server, so before A reuses anything it waits for `seen()`:
 * a round trip on the listening connection. PostgreSQL signals the listeners while a write
 * commits, before the writer hears that it has, and a listening backend hands a signalled
 * notice to its connection before it answers the next statement there; so when that round trip
 * ends, every write that committed before it began has moved the count.
 */
export interface PostgresWrites {
  generation(): number | null;
  /**
   * True once every write committed before the call has moved the count (see above); false
   * when that could not be made sure (not listening, or the round trip failed): read afresh.
   */
  seen(): Promise<boolean>;
  /**
   * Installs the notice triggers and starts listening on `url`'s database (after the
   * migrations: the triggers go on the tables they made). Answers once the first LISTEN holds.
   */
  listen(url: string): Promise<void>;
  close(): Promise<void>;
}

export const WRITE_CHANNEL = "conduit_writes";
/** The listening connection's application_name. */
export const LISTENER_NAME = "conduit write notices";
const TRIGGER = "conduit_write_notice";
/** Between attempts to listen again after the connection was lost. */
const RELISTEN_MS = 1000;

/**
 * Installs the notice trigger on every table of the schema that lacks it (tables a migration
 * added since the last start, or all of them the first time), under an advisory lock so that
 * instances starting together do not race.
 */
async function installTriggers(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [TRIGGER]);
    const { rows } = await client.query<{ readonly table: string }>(
      `SELECT c.relname AS "table" FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
          AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = $1)`,
      [TRIGGER],
    );
    if (rows.length > 0) {
      // One notice per channel and payload per transaction: PostgreSQL folds the repeats.
      await client.query(
        `CREATE OR REPLACE FUNCTION ${TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN PERFORM pg_notify('${WRITE_CHANNEL}', ''); RETURN NULL; END $$`,
      );
      for (const { table } of rows)
        await client.query(
          `CREATE OR REPLACE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
             ON ${client.escapeIdentifier(table)} FOR EACH STATEMENT EXECUTE FUNCTION ${TRIGGER}()`,
        );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

type Query = (...args: unknown[]) => unknown;

/** Moves `bump` around every statement of `client` that is not a plain read. */
function countWritesOf(client: pg.PoolClient, bump: () => void): void {
  const original = client.query.bind(client) as Query;
  const counted: Query = (...args) => {
    const [first] = args;
    const text =
      typeof first === "string" ? first : (first as { readonly text?: unknown } | null)?.text;
    if (typeof text === "string" && isPlainRead(text)) return original(...args);
    bump();
    const last = args.at(-1);
    if (typeof last === "function") {
      // The callback form (the pool's own query()): bump before the caller hears of it.
      return original(...args.slice(0, -1), (...result: unknown[]) => {
        bump();
        (last as (...result: unknown[]) => void)(...result);
      });
    }
    const result = original(...args);
    if (result instanceof Promise) return result.finally(bump);
    // A submittable (a cursor): its end is not awaited here, so its reads are never reused.
    return result;
  };
  (client as unknown as { query: Query }).query = counted;
}

/**
 * Counts `pool`'s own writes from its first connection on (call it before the migrations run
 * on the pool); `listen` adds everyone else's.
 */
export function postgresWrites(pool: pg.Pool): PostgresWrites {
  let count = 0;
  let listening = false;
  let closed = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const bump = () => {
    count += 1;
  };
  pool.on("connect", (client) => countWritesOf(client, bump));

  const listenOn = async (url: string): Promise<void> => {
    // Named, so that an operator (and a test) can tell it in pg_stat_activity.
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    // A connection lost after it listened: stop reusing at once, then listen again.
    const lost = () => {
      if (listener !== client) return;
      const held = listening;
      listening = false;
      listener = null;
      client.end().catch(() => undefined);
      if (held && !closed) retry = setTimeout(() => relisten(url), RELISTEN_MS);
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", bump);
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${WRITE_CHANNEL}`);
    } catch (error) {
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      // Closed while this connection was being made: it must not keep the process alive.
      listener = null;
      await client.end().catch(() => undefined);
      return;
    }
    // What was read before this connection listened may have missed a notice.
    bump();
    listening = true;
  };
  // Round trips on the listening connection, shared: callers that come while one is on the
  // wire wait for the next, which starts when it ends (it must begin after they came).
  let onTheWire: Promise<boolean> | null = null;
  let following: Promise<boolean> | null = null;
  const roundTrip = async (): Promise<boolean> => {
    const client = listener;
    if (client === null || !listening) return false;
    // A failed trip means the connection is going (`lost` then stops the reuse): until it has,
    // its callers read afresh.
    return client.query("SELECT 1").then(
      () => listening && listener === client,
      () => false,
    );
  };
  const sendTrip = (): Promise<boolean> => {
    const trip = roundTrip().finally(() => {
      if (onTheWire === trip) onTheWire = null;
    });
    onTheWire = trip;
    return trip;
  };
  const seen = (): Promise<boolean> => {
    if (!listening) return Promise.resolve(false);
    if (following !== null) return following;
    if (onTheWire === null) return sendTrip();
    following = onTheWire.then(() => {
      following = null;
      return sendTrip();
    });
    return following;
  };

  const relisten = (url: string) => {
    if (closed) return;
    listenOn(url).catch(() => {
      if (!closed) retry = setTimeout(() => relisten(url), RELISTEN_MS);
    });
  };

  return {
    generation: () => (listening ? count : null),
    seen,
    async listen(url) {
      try {
        await installTriggers(pool);
      } catch {
        // A role that may not put triggers on the tables (it does not own them): without the
        // notices other processes' writes go unseen, so nothing is reused, as before them.
        return;
      }
      await listenOn(url);
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
