import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { keysFromFile } from "../../../server/src/auth/key-ring.ts";
import { parseKeySet } from "../../../server/src/auth/key-set.ts";
import { longestTokenSeconds, rotateKeyFile } from "../../../server/src/auth/rotate-key-file.ts";
import { loadServerKeys } from "../../../server/src/auth/server-keys.ts";
import { signToken, verifyToken } from "../../../server/src/auth/tokens.ts";
import { serverConfigFromEnv } from "../../../server/src/config.ts";

/**
 * Where the signing keys come from (auth/server-keys.ts) and a rotation as `npm run
 * keys:rotate` makes it (auth/rotate-key-file.ts), on real files.
 */
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});
async function scratch(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "conduit-keys-test-"));
  folders.push(folder);
  return folder;
}

const START = new Date("2026-03-02T10:00:00Z");
const claims = (at: Date, lifetimeSeconds: number) => ({
  sub: "1",
  sid: "session",
  jti: `jti-${at.getTime()}`,
  iat: Math.floor(at.getTime() / 1000),
  exp: Math.floor(at.getTime() / 1000) + lifetimeSeconds,
  tokenType: "refresh" as const,
});

describe("the embedded database's keys", () => {
  it("are generated once into a file only its owner reads, next to the database folder", async () => {
    const folder = await scratch();
    const config = serverConfigFromEnv({ DATABASE_URL: `file://${folder}/db` });
    expect(config.embeddedKeysFile).toBe(`${folder}/db-signing-keys.json`);
    const first = await loadServerKeys(config, "pglite-file", () => START);
    expect((await stat(config.embeddedKeysFile)).mode & 0o777).toBe(0o600);
    const again = await loadServerKeys(config, "pglite-file", () => START);
    expect((await again.signingKey()).kid).toBe((await first.signingKey()).kid);
    expect(again.hashKey).toEqual(first.hashKey);
  });

  it("are in memory only for an in-memory database, and PostgreSQL refuses to start without keys", async () => {
    const folder = await scratch();
    const config = {
      ...serverConfigFromEnv({ DATABASE_URL: "memory://" }),
      embeddedKeysFile: join(folder, "never.json"),
    };
    await loadServerKeys(config, "pglite-memory", () => START);
    await expect(stat(join(folder, "never.json"))).rejects.toThrow();
    await expect(loadServerKeys(config, "postgres", () => START)).rejects.toThrow(
      /CONDUIT_SIGNING_KEYS_FILE/,
    );
  });

  it("keep the code hash key apart from the token key", async () => {
    const keys = await loadServerKeys(
      serverConfigFromEnv({ DATABASE_URL: "memory://" }),
      "pglite-memory",
      () => START,
    );
    const set = (await keys.publicKeys()).keys;
    expect(set).toHaveLength(1);
    expect(Buffer.from(keys.hashKey).toString("base64url")).not.toBe(set[0]?.x);
    expect(keys.hashKey.length).toBeGreaterThanOrEqual(32);
  });
});

describe("a rotation of the key file", () => {
  it("signs with the new key and verifies the old one's tokens until they have expired", async () => {
    const file = join(await scratch(), "signing-keys.json");
    const config = serverConfigFromEnv({ CONDUIT_SIGNING_KEYS_FILE: file });
    const lifetime = longestTokenSeconds(config);
    let now = START;
    expect((await rotateKeyFile(file, config, now)).created).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // A running server reading the file (looked at on every use here).
    const keys = await keysFromFile(file, () => now, 0);
    const before = await keys.signingKey();
    const old = await signToken(keys, claims(now, config.refreshTokenSeconds));

    const { created } = await rotateKeyFile(file, config, now);
    expect(created).toBe(false);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const after = await keys.signingKey();
    expect(after.kid).not.toBe(before.kid);
    const fresh = await signToken(keys, claims(now, config.refreshTokenSeconds));
    expect(JSON.parse(Buffer.from(fresh.split(".")[0] ?? "", "base64url").toString()).kid).toBe(
      after.kid,
    );
    expect((await keys.publicKeys()).keys.map((key) => key.kid)).toEqual([before.kid, after.kid]);
    expect((await verifyToken(keys, old, "refresh", now)).ok).toBe(true);

    // Just before the old key's last token expires it still verifies; after, it is gone.
    now = new Date(START.getTime() + (lifetime - 1) * 1000);
    const stillOld = parseKeySet(await readFile(file, "utf8")).signingKeys[0];
    expect(stillOld?.verifyUntil).toBe(new Date(START.getTime() + lifetime * 1000).toISOString());
    expect(await keys.verificationKey(before.kid)).toBeDefined();
    now = new Date(START.getTime() + (lifetime + 1) * 1000);
    expect(await keys.verificationKey(before.kid)).toBeUndefined();
    expect((await keys.publicKeys()).keys.map((key) => key.kid)).toEqual([after.kid]);
    // The next rotation drops it from the file.
    await rotateKeyFile(file, config, now);
    const kids = parseKeySet(await readFile(file, "utf8")).signingKeys.map((key) => key.kid);
    expect(kids).not.toContain(before.kid);
    expect(kids).toContain(after.kid);
    expect(kids).toHaveLength(2);
  });

  it("keeps the hash key, so codes and captchas in flight stay valid", async () => {
    const file = join(await scratch(), "signing-keys.json");
    const config = serverConfigFromEnv({ CONDUIT_SIGNING_KEYS_FILE: file });
    const { set } = await rotateKeyFile(file, config, START);
    const { set: rotated } = await rotateKeyFile(file, config, START);
    expect(rotated.hashKey).toBe(set.hashKey);
  });
});
