import { readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { importJWK } from "jose";
import type { PublicSigningKeySet } from "../../../src/core/api/auth/signing-keys.ts";
import { type KeySet, parseKeySet, publicPart, TOKEN_ALGORITHM } from "./key-set.ts";

type Key = Awaited<ReturnType<typeof importJWK>>;

/**
 * The keys a running server uses: the signing key of new tokens, the public keys that still
 * verify (by `kid`), and the HMAC key of code and captcha hashes. A key file is read again when
 * it changes (a rotation by `npm run keys:rotate`), so every instance reading it signs with the
 * new key within RECHECK_MS and verifies the new key's tokens at once (an unknown `kid` makes it
 * look at the file before refusing).
 */
export interface ServerKeys {
  signingKey(): Promise<{ readonly kid: string; readonly key: Key }>;
  /** The public key with this `kid` while it still verifies; undefined otherwise. */
  verificationKey(kid: string): Promise<Key | undefined>;
  /** The public keys that verify, as a JWK Set (RFC 7517), for /v2/.well-known/jwks.json. */
  publicKeys(): Promise<PublicSigningKeySet>;
  readonly hashKey: Uint8Array;
}

/** How often a key file's change time is looked at when signing or publishing. */
export const RECHECK_MS = 10_000;
/** An unknown `kid` looks at the file at most this often (a flood of forged kids stays cheap). */
const UNKNOWN_KID_RECHECK_MS = 1_000;

function stillVerifies(verifyUntil: string | undefined, now: Date): boolean {
  return verifyUntil === undefined || Date.parse(verifyUntil) > now.getTime();
}

interface Loaded {
  readonly set: KeySet;
  readonly imported: Map<string, { readonly privateKey: Key; readonly publicKey: Key }>;
}

async function importSet(set: KeySet): Promise<Loaded> {
  const imported = new Map<string, { privateKey: Key; publicKey: Key }>();
  for (const stored of set.signingKeys) {
    imported.set(stored.kid, {
      privateKey: await importJWK(stored.privateJwk, TOKEN_ALGORITHM),
      publicKey: await importJWK(publicPart(stored.privateJwk), TOKEN_ALGORITHM),
    });
  }
  return { set, imported };
}

function ring(
  initial: Loaded,
  now: () => Date,
  refresh: (force: boolean) => Promise<Loaded | null>,
): ServerKeys {
  let loaded = initial;
  const current = async (force = false) => {
    const newer = await refresh(force);
    if (newer !== null) loaded = newer;
    return loaded;
  };
  return {
    hashKey: new Uint8Array(Buffer.from(initial.set.hashKey, "base64url")),
    async signingKey() {
      const { set, imported } = await current();
      const signing = set.signingKeys.filter((key) => key.verifyUntil === undefined).at(-1);
      const key = signing && imported.get(signing.kid);
      if (!signing || !key) throw new Error("No signing key.");
      return { kid: signing.kid, key: key.privateKey };
    },
    async verificationKey(kid) {
      let { set, imported } = loaded;
      if (!imported.has(kid)) ({ set, imported } = await current(true));
      const stored = set.signingKeys.find((key) => key.kid === kid);
      if (!stored || !stillVerifies(stored.verifyUntil, now())) return undefined;
      return imported.get(kid)?.publicKey;
    },
    async publicKeys() {
      const { set } = await current();
      return {
        keys: set.signingKeys
          .filter((key) => stillVerifies(key.verifyUntil, now()))
          .map((key) => ({
            kty: "OKP",
            crv: "Ed25519",
            x: String(key.privateJwk.x),
            kid: key.kid,
            alg: TOKEN_ALGORITHM,
            use: "sig",
          })),
      };
    },
  };
}

/** Keys that never change while the server runs (CONDUIT_SIGNING_KEYS, or generated in memory). */
export async function fixedKeys(set: KeySet, now: () => Date): Promise<ServerKeys> {
  return ring(await importSet(set), now, async () => null);
}

/**
 * Which version of the key file is on disk. A rotation writes a new file and renames it into
 * place, so its inode changes; the change time alone can miss a rotation made within the same
 * tick of the file system's clock (a few milliseconds), as a quick second rotation is.
 */
function versionOf(file: {
  readonly ino: number;
  readonly mtimeMs: number;
  readonly size: number;
}) {
  return `${file.ino}:${file.mtimeMs}:${file.size}`;
}

/**
 * Keys read from a file, read again when its change time moves (looked at every `recheckMs`;
 * tests of a rotation pass 0).
 */
export async function keysFromFile(
  path: string,
  now: () => Date,
  recheckMs = RECHECK_MS,
): Promise<ServerKeys> {
  let changed = versionOf(await stat(path));
  let checked = Date.now();
  const reread = async (force: boolean): Promise<Loaded | null> => {
    const since = Date.now() - checked;
    if (since < (force ? Math.min(recheckMs, UNKNOWN_KID_RECHECK_MS) : recheckMs)) return null;
    checked = Date.now();
    const version = versionOf(await stat(path));
    if (version === changed) return null;
    changed = version;
    // A file that does not read (hand-edited badly) leaves the keys in use as they were.
    try {
      return await importSet(parseKeySet(readFileSync(path, "utf8")));
    } catch {
      return null;
    }
  };
  return ring(await importSet(parseKeySet(readFileSync(path, "utf8"))), now, reread);
}
