import { type AppOptions, buildApp } from "./app.ts";
import { serverConfigFromEnv } from "./config.ts";
import type { ServerContext } from "./context.ts";
import { openDatabase } from "./db/connect.ts";
import type { Database } from "./db/database.ts";
import { exitOnFailure } from "./exit-on-failure.ts";
import { devMailboxNotice } from "./mail/dev-mailbox.ts";
import { startMetricsServer } from "./metrics/expose-metrics.ts";
import { demoProvisioningNotice } from "./modules/ordering/demo-provisioning.ts";

/** What only code may add to a server process started from its environment. */
export interface RunOptions {
  /** The scrypt cost of new password hashes (AppOptions.passwordCost): tests' servers only. */
  readonly passwordCost?: AppOptions["passwordCost"];
  /** Runs on the built app's context before it listens (a test server's database set-up). */
  readonly beforeListen?: (ctx: ServerContext) => Promise<void>;
  /**
   * Opens the database instead of DATABASE_URL (a test server's copy of a seeded snapshot):
   * the end-to-end suite's servers start in a second instead of seeding for ten.
   */
  readonly openDatabase?: () => Promise<Database>;
  /**
   * The server's clock (AppOptions.now): a test run pinned to a date (tests/harness/test-clock.ts).
   * Never read from the environment here, so no deployment can move its own clock.
   */
  readonly now?: () => Date;
}

/**
 * Runs the API server as configured by `env` (PORT, HOST, DATABASE_URL...): opens the database,
 * builds the app, listens, and stops cleanly on SIGINT or SIGTERM. server/src/main.ts runs it
 * with nothing else; the reliability suite's processes with a test password cost.
 */
export async function runServer(env: NodeJS.ProcessEnv, options: RunOptions = {}): Promise<void> {
  const config = serverConfigFromEnv(env);
  const database = await (options.openDatabase?.() ??
    openDatabase(config.databaseUrl, { migrate: config.migrateOnStart }));
  const { app, ctx, metrics } = await buildApp({
    config,
    database,
    logger: env.CONDUIT_LOG !== "off",
    passwordCost: options.passwordCost,
    ...(options.now ? { now: options.now } : {}),
  });
  await options.beforeListen?.(ctx);
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, "shutting down");
      // Requests in flight may finish within the bound; past it their connections are cut,
      // which ends app.close() too. Then the pool closes and the process exits 0.
      const cutOff = setTimeout(() => {
        app.log.warn("requests still running at the shutdown bound: closing their connections");
        app.server.closeAllConnections();
      }, config.shutdownSeconds * 1000);
      void app
        .close()
        .then(() => clearTimeout(cutOff))
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, "shutdown failed");
            process.exit(1);
          },
        );
    });
  }
  if (config.metricsPort !== null) {
    const metricsServer = await startMetricsServer(metrics, config.metricsPort, config.metricsHost);
    app.addHook("onClose", async () => {
      metricsServer.closeAllConnections();
      await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  for (const notice of [
    devMailboxNotice(config, database.kind),
    demoProvisioningNotice(config, database.kind),
  ]) {
    if (notice !== null) process.stderr.write(`${notice}\n`);
  }
}

/** Says why the server could not start (a configuration error in its own words) and exits 1. */
export function exitOnStartFailure(error: unknown): never {
  return exitOnFailure("start", error);
}
