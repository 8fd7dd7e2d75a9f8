import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { ServerConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { fixedKeys, keysFromFile, type ServerKeys } from "./key-ring.ts";
import { generateKeySet, parseKeySet, serializeKeySet } from "./key-set.ts";

/**
 * Where the server's keys come from (README, "Signing keys"), never the database, so that read
 * access to the database (a backup, a replica, an injection) cannot mint a token:
 * - CONDUIT_SIGNING_KEYS: the key set's JSON itself;
 * - CONDUIT_SIGNING_KEYS_FILE: a key file (written by `npm run keys:rotate`);
 * - neither, on the embedded database in a folder: a key file next to that folder, generated
 *   on first start with permissions 0600;
 * - neither, in memory (tests, demos): a key set generated for this process only;
 * - neither, on PostgreSQL: no start, since every instance must read the same keys.
 */
export async function loadServerKeys(
  config: ServerConfig,
  kind: Database["kind"],
  now: () => Date,
): Promise<ServerKeys> {
  if (config.signingKeys !== undefined) return fixedKeys(parseKeySet(config.signingKeys), now);
  if (config.signingKeysFile !== undefined) return keysFromFile(config.signingKeysFile, now);
  if (kind === "pglite-memory") return fixedKeys(await generateKeySet(now()), now);
  if (kind === "postgres") {
    throw new Error(
      "On PostgreSQL every server instance must read the same signing keys: set " +
        "CONDUIT_SIGNING_KEYS_FILE (create the file with `npm run keys:rotate -- --file PATH`) " +
        "or CONDUIT_SIGNING_KEYS.",
    );
  }
  await createKeyFileOnce(config.embeddedKeysFile, now());
  return keysFromFile(config.embeddedKeysFile, now);
}

/** Writes a new key file readable by its owner only, unless one is there already. */
export async function createKeyFileOnce(path: string, now: Date): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  try {
    // "wx": never overwrite; two processes starting together keep the first one's keys.
    writeFileSync(path, serializeKeySet(await generateKeySet(now)), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}
