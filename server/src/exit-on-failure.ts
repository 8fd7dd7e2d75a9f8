import { ConfigError } from "./config.ts";

/**
 * Says why a server command could not do its work (a configuration error in its own words,
 * anything else with its stack) and exits 1: `doing` is "start" or "migrate".
 */
export function exitOnFailure(doing: string, error: unknown): never {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`conduit: could not ${doing}: ${message}\n`);
  process.exit(1);
}
