import type { Socket } from "node:net";
import { sql } from "drizzle-orm";
import { buildApp } from "../../../server/src/app.ts";
import { startSession } from "../../../server/src/auth/sessions.ts";
import { serverConfigFromEnv } from "../../../server/src/config.ts";
import type { ServerContext } from "../../../server/src/context.ts";
import type { Database } from "../../../server/src/db/database.ts";
import { users } from "../../../server/src/db/schema.ts";
import { testClock } from "../../harness/test-clock.ts";
import { openSharedPgliteSnapshot } from "../../server/harness/database-snapshot.ts";
import {
  demoPasswordsAtTestCost,
  TEST_PASSWORD_COST,
} from "../../server/harness/test-passwords.ts";

/**
 * One API server process of the UI tests' pool (real-server-setup.ts forks it): the API server
 * as server/src/main.ts builds it, lent to one test file at a time. Requests come over the IPC
 * channel, each answered with its `seq`:
 *
 * - `open`: the database goes back to the run's seeded snapshot (CONDUIT_TEST_SNAPSHOT; only
 *   the tables the previous file changed are restored, see database-snapshot.ts) and a new app
 *   is built on it from the process's environment plus the file's `env`, listening on a new
 *   port: nothing kept in memory (rate limits, the development mailbox) carries over from the
 *   previous file. Answers the app's address.
 * - `session`: a token pair for a demo account, made by the server's own session module (what
 *   POST /v2/auth does after the password check), for tests that are not about signing in:
 *   the password check is cheap here (TEST_PASSWORD_COST), but not free.
 * - `close`: the app closes (its open connections with it); the database is free for the next.
 *
 * Starting this process (Node, the server's modules, PGlite, the snapshot) costs seconds of
 * CPU; building an app on a restored database a small part of that.
 */
export type PoolRequest =
  | { readonly type: "open"; readonly env: Record<string, string> }
  | { readonly type: "session"; readonly email: string }
  | { readonly type: "close" };

export type PoolAnswer =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: string };

const snapshot = process.env.CONDUIT_TEST_SNAPSHOT;
let current: {
  readonly app: Awaited<ReturnType<typeof buildApp>>["app"];
  readonly ctx: ServerContext;
  readonly database: Database;
  readonly sockets: Set<Socket>;
} | null = null;

async function close(): Promise<null> {
  if (current === null) return null;
  const { app, database, sockets } = current;
  current = null;
  const closing = app.close();
  // The file is done: its connections go at once. A keep-alive socket of the test process
  // that never carried a request is not idle to Node, and would hold the close for a minute.
  for (const socket of sockets) socket.destroy();
  await closing;
  await database.close();
  return null;
}

async function open(env: Record<string, string>): Promise<string> {
  if (!snapshot) throw new Error("CONDUIT_TEST_SNAPSHOT names no database snapshot");
  await close();
  // No alert evaluation at start: its notifications would differ with the run's clock.
  const config = serverConfigFromEnv({ CONDUIT_ALERT_EVALUATION: "off", ...process.env, ...env });
  const database = await openSharedPgliteSnapshot(snapshot);
  try {
    // The tests that sign in through the form check the flow, not scrypt's cost.
    const { app, ctx } = await buildApp({
      config,
      database,
      logger: false,
      passwordCost: TEST_PASSWORD_COST,
      now: testClock.now,
    });
    await demoPasswordsAtTestCost(ctx);
    const sockets = new Set<Socket>();
    app.server.on("connection", (socket: Socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    });
    current = { app, ctx, database, sockets };
    return await app.listen({ port: 0, host: "127.0.0.1" });
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function session(email: string) {
  if (current === null) throw new Error("no app is open");
  const { ctx } = current;
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!row) throw new Error(`no demo account ${email}`);
  return startSession(ctx, row.id);
}

function handle(request: PoolRequest): Promise<unknown> {
  switch (request.type) {
    case "open":
      return open(request.env);
    case "session":
      return session(request.email);
    case "close":
      return close();
  }
}

process.on("message", ({ seq, request }: { seq: number; request: PoolRequest }) => {
  void handle(request)
    .then(
      (value): PoolAnswer => ({ ok: true, value }),
      (error: unknown): PoolAnswer => ({
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
    )
    .then((answer) => process.send?.({ seq, answer }));
});
// The pool's process ends it by closing the channel; should that process die, the same.
process.on("disconnect", () => void close().finally(() => process.exit(0)));
process.send?.({ seq: 0, answer: { ok: true, value: "ready" } });
