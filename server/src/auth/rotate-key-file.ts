import { readFile, rename, writeFile } from "node:fs/promises";
import type { ServerConfig } from "../config.ts";
import { type KeySet, parseKeySet, rotateKeySet, serializeKeySet } from "./key-set.ts";
import { createKeyFileOnce } from "./server-keys.ts";

/**
 * The longest a token can stay valid after it was signed: a key that stops signing verifies
 * this much longer, so no session is cut short by a rotation.
 */
export function longestTokenSeconds(config: ServerConfig): number {
  return Math.max(
    config.accessTokenSeconds,
    config.refreshTokenSeconds,
    config.impersonationSeconds,
  );
}

/**
 * `npm run keys:rotate`: a new key signs from now on; the old ones verify until their last
 * tokens have expired. A missing file is created (0600). The file is replaced in one rename, so
 * a server reading it never sees half of it.
 */
export async function rotateKeyFile(
  path: string,
  config: ServerConfig,
  now: Date,
): Promise<{ readonly created: boolean; readonly set: KeySet }> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await createKeyFileOnce(path, now);
    return { created: true, set: parseKeySet(await readFile(path, "utf8")) };
  }
  const set = await rotateKeySet(parseKeySet(text), now, longestTokenSeconds(config));
  const next = `${path}.${process.pid}.new`;
  await writeFile(next, serializeKeySet(set), { mode: 0o600, flag: "wx" });
  await rename(next, path);
  return { created: false, set };
}
