import { buildApp } from "./app.ts";
import { ConfigError, serverConfigFromEnv } from "./config.ts";

/** Starts the API server on PORT/HOST (defaults 8080 and 127.0.0.1). */
async function main(): Promise<void> {
  const config = serverConfigFromEnv(process.env);
  const app = await buildApp({ config, logger: process.env.CONDUIT_LOG !== "off" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : String(error);
  process.stderr.write(`conduit: could not start: ${message}\n`);
  process.exit(1);
});
