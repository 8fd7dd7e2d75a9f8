import { buildApp } from "../../../server/src/app.ts";
import { ConfigError, serverConfigFromEnv } from "../../../server/src/config.ts";
import { openPgliteSnapshot } from "../../server/harness/database-snapshot.ts";

/**
 * The API server as server/src/main.ts starts it, for the tests that talk to it over HTTP
 * (api-server.ts spawns this file), except for its database: an in-memory copy of the test
 * run's seeded snapshot (CONDUIT_TEST_SNAPSHOT), instead of a database migrated and seeded
 * at every start. Prints main.ts's "Server listening at" line; stops on SIGTERM.
 */
async function main(): Promise<void> {
  const snapshot = process.env.CONDUIT_TEST_SNAPSHOT;
  if (!snapshot) throw new Error("CONDUIT_TEST_SNAPSHOT names no database snapshot");
  const config = serverConfigFromEnv(process.env);
  const database = await openPgliteSnapshot(snapshot);
  const { app } = await buildApp({ config, database, logger: false });
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    });
  }
  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`Server listening at ${address}\n`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`api-server-main: could not start: ${message}\n`);
  process.exit(1);
});
