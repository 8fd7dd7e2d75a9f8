import { buildApp } from "./app.ts";
import { ConfigError, serverConfigFromEnv } from "./config.ts";
import { openDatabase } from "./db/connect.ts";
import { devMailboxNotice } from "./mail/dev-mailbox.ts";

/** Starts the API server on PORT/HOST (defaults 8080 and 127.0.0.1); stops cleanly on SIGTERM. */
async function main(): Promise<void> {
  const config = serverConfigFromEnv(process.env);
  const database = await openDatabase(config.databaseUrl);
  const { app } = await buildApp({ config, database, logger: process.env.CONDUIT_LOG !== "off" });
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, "shutting down");
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const notice = devMailboxNotice(config, database.kind);
  if (notice !== null) process.stderr.write(`${notice}\n`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`conduit: could not start: ${message}\n`);
  process.exit(1);
});
