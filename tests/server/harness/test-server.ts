import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type AppOptions, buildApp } from "../../../server/src/app.ts";
import { type Impersonation, startSession } from "../../../server/src/auth/sessions.ts";
import { type ServerConfig, serverConfigFromEnv } from "../../../server/src/config.ts";
import type { ServerContext } from "../../../server/src/context.ts";
import type { Database } from "../../../server/src/db/database.ts";
import { users } from "../../../server/src/db/schema.ts";
import { DEMO_PASSWORD } from "../../../server/src/db/seed/demo-accounts.ts";
import type { CatalogueEntry } from "../../../server/src/http/routes.ts";
import { DevMailbox } from "../../../server/src/mail/dev-mailbox.ts";
import type { ServerMetrics } from "../../../server/src/metrics/metrics.ts";
import { testClock } from "../../harness/test-clock.ts";
import { openTestDatabaseAt } from "./test-database.ts";
import { TEST_KEY_SET } from "./test-keys.ts";
import { demoPasswordsAtTestCost, TEST_PASSWORD_COST } from "./test-passwords.ts";

export interface TestServer {
  readonly app: FastifyInstance;
  readonly ctx: ServerContext;
  /** Every /v2 route the modules registered (the OpenAPI source), for fuzzing. */
  readonly catalogue: ReadonlyArray<CatalogueEntry>;
  /** The server's Prometheus metrics (served on a port of their own by run-server.ts). */
  readonly metrics: ServerMetrics;
  /**
   * Every mail the server sent, codes included, newest per address: read in-process, so it
   * works on PostgreSQL too, where the HTTP development mailbox never exists.
   */
  readonly mail: DevMailbox;
  /** On PostgreSQL, the URL of the server's database (for a second instance on it); else null. */
  readonly databaseUrl: string | null;
  /** Moves the server's clock forward (expiry tests). */
  advance(ms: number): void;
  /** Signs in a demo account (password conduit-demo) and returns its token pair. */
  signIn(email: string, password?: string): Promise<{ access: string; refresh: string }>;
  /**
   * A session for a demo account made directly (no POST /auth), for tests of modules other
   * than sign-in. Pass an impersonation to act as the account on behalf of staff.
   */
  sessionFor(
    email: string,
    impersonation?: Impersonation,
  ): Promise<{ access: string; refresh: string }>;
  /** The database id of a demo account. */
  userId(email: string): Promise<number>;
  /** A call with a bearer token. */
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real server on a database of its own holding the demo data (a copy of the run's seeded
 * snapshot, see snapshot-setup.ts), driven through Fastify's inject (real routing,
 * parsing, hooks and SQL; no socket). Environment overrides configure it like production.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    readonly logStream?: { write(line: string): void };
    /** A database already open (a second instance on another server's): closed with this one. */
    readonly database?: Database;
    /**
     * Passwords at today's production cost (the demo accounts' seeded hash included), for
     * the tests about hashing or its timing; otherwise at TEST_PASSWORD_COST.
     */
    readonly productionPasswordCost?: boolean;
    /** How many password hashes run at once and wait (the server's own limits otherwise). */
    readonly hashingLimits?: AppOptions["hashingLimits"];
    /** When background jobs get their turn (the server's own setImmediate otherwise). */
    readonly scheduleJob?: AppOptions["scheduleJob"];
  } = {},
): Promise<TestServer> {
  const fromEnv = serverConfigFromEnv({
    CONDUIT_PORTAL_DIR: "",
    CONDUIT_SIGNING_KEYS: TEST_KEY_SET,
    CONDUIT_DEV_MAILBOX: "on",
    // Alerts are evaluated by the tests at the clock they choose (evaluateAlerts), not each minute.
    CONDUIT_ALERT_EVALUATION: "off",
    ...env,
  });
  // Uploads go to a fresh temporary folder per server (deleted on close), unless a test names one.
  const config: ServerConfig = { ...fromEnv, uploadDir: env.CONDUIT_UPLOAD_DIR ?? null };
  const { database, url: databaseUrl } = options.database
    ? { database: options.database, url: null }
    : await openTestDatabaseAt("seeded");
  let offset = 0;
  const now = () => new Date(testClock.now().getTime() + offset);
  const mail = new DevMailbox();
  const { app, ctx, catalogue, metrics } = await buildApp({
    config,
    database,
    now,
    mailCapture: mail,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.productionPasswordCost ? {} : { passwordCost: TEST_PASSWORD_COST }),
    ...(options.hashingLimits ? { hashingLimits: options.hashingLimits } : {}),
    ...(options.scheduleJob ? { scheduleJob: options.scheduleJob } : {}),
    // Orders on the demo's schedule (minutes), which the ordering tests follow by the clock, on
    // either database; a test of the standard schedule says CONDUIT_DEMO_PROVISIONING "off".
    ...(env.CONDUIT_DEMO_PROVISIONING === "off" ? {} : { orderSchedule: "demo_fast" as const }),
  });
  await app.ready();
  if (!options.productionPasswordCost) {
    await demoPasswordsAtTestCost(ctx);
  }

  // The work a call queued (a reset mail) has run by the time its answer is read here, so a
  // test reads the mail next without polling; a test of the queue itself uses app.inject.
  const call = async (token: string | null, options: InjectOptions) => {
    const response = await app.inject({
      ...options,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.headers ?? {}),
      },
    });
    await ctx.background.settled();
    return response;
  };

  const userId = async (email: string) => {
    const [row] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (!row) throw new Error(`no demo account ${email}`);
    return row.id;
  };

  return {
    app,
    ctx,
    catalogue,
    metrics,
    mail,
    databaseUrl,
    userId,
    async sessionFor(email, impersonation) {
      return startSession(ctx, await userId(email), impersonation);
    },
    advance(ms) {
      offset += ms;
    },
    async signIn(email, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: "POST",
        url: "/v2/auth",
        payload: { username: email, password },
      });
      if (response.statusCode !== 200) {
        throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      }
      return response.json();
    },
    call,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
