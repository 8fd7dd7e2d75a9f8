import { randomBytes } from "node:crypto";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";

/**
 * The server's keys as configuration holds them (CONDUIT_SIGNING_KEYS or a key file, never the
 * database): the private Ed25519 keys that sign tokens, and a separate random key for the HMACs
 * of one-time codes and captcha answers, so that neither secret can stand in for the other.
 *
 * The newest key without `verifyUntil` signs; a key with `verifyUntil` only verifies, until that
 * time (set by a rotation to when the last token it signed has expired), and is then dropped.
 */
export const TOKEN_ALGORITHM = "EdDSA";

export interface StoredSigningKey {
  /** RFC 7638 thumbprint of the public key: the `kid` of the tokens it signs. */
  readonly kid: string;
  readonly createdAt: string;
  /** Set when a newer key took over: this one verifies until then, signs no more. */
  readonly verifyUntil?: string;
  /** Private OKP key (crv Ed25519: x and d). */
  readonly privateJwk: JWK;
}

export interface KeySet {
  /** base64url, at least 32 random bytes: the HMAC key of code and captcha hashes. */
  readonly hashKey: string;
  readonly signingKeys: ReadonlyArray<StoredSigningKey>;
}

const MIN_HASH_KEY_BYTES = 32;

function fail(problem: string): never {
  throw new Error(`The signing key set is not usable: ${problem}.`);
}

function text(value: unknown, name: string): string {
  if (typeof value !== "string" || value === "") fail(`${name} must be a non-empty text`);
  return value;
}

function signingKeyOf(value: unknown, index: number): StoredSigningKey {
  if (typeof value !== "object" || value === null) fail(`signingKeys[${index}] is not an object`);
  const entry = value as Record<string, unknown>;
  const jwk = entry.privateJwk as JWK | undefined;
  if (typeof jwk !== "object" || jwk === null) fail(`signingKeys[${index}].privateJwk is missing`);
  if (
    jwk.kty !== "OKP" ||
    jwk.crv !== "Ed25519" ||
    typeof jwk.x !== "string" ||
    typeof jwk.d !== "string"
  ) {
    fail(`signingKeys[${index}] must be a private Ed25519 key (kty OKP, crv Ed25519, x, d)`);
  }
  const createdAt = text(entry.createdAt, `signingKeys[${index}].createdAt`);
  const verifyUntil =
    entry.verifyUntil === undefined
      ? undefined
      : text(entry.verifyUntil, `signingKeys[${index}].verifyUntil`);
  for (const [name, time] of [
    ["createdAt", createdAt],
    ["verifyUntil", verifyUntil],
  ] as const) {
    if (time !== undefined && Number.isNaN(Date.parse(time))) {
      fail(`signingKeys[${index}].${name} is not a time`);
    }
  }
  return {
    kid: text(entry.kid, `signingKeys[${index}].kid`),
    createdAt,
    ...(verifyUntil === undefined ? {} : { verifyUntil }),
    privateJwk: jwk,
  };
}

/** Reads a key set from its JSON text; throws a message naming what is wrong. */
export function parseKeySet(json: string): KeySet {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    fail("it is not JSON");
  }
  if (typeof value !== "object" || value === null) fail("it is not a JSON object");
  const { hashKey, signingKeys } = value as Record<string, unknown>;
  const hash = text(hashKey, "hashKey");
  if (Buffer.from(hash, "base64url").length < MIN_HASH_KEY_BYTES) {
    fail(`hashKey must hold at least ${MIN_HASH_KEY_BYTES} bytes (base64url)`);
  }
  if (!Array.isArray(signingKeys)) fail("signingKeys must be a list");
  const keys = signingKeys.map(signingKeyOf);
  if (!keys.some((key) => key.verifyUntil === undefined)) fail("no key is the signing key");
  return { hashKey: hash, signingKeys: keys };
}

export function serializeKeySet(set: KeySet): string {
  return `${JSON.stringify(set, null, 2)}\n`;
}

async function newSigningKey(now: Date): Promise<StoredSigningKey> {
  const { privateKey } = await generateKeyPair(TOKEN_ALGORITHM, {
    crv: "Ed25519",
    extractable: true,
  });
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicPart(privateJwk));
  return { kid, createdAt: now.toISOString(), privateJwk };
}

/** A fresh key set: one signing key and a hash key. */
export async function generateKeySet(now: Date): Promise<KeySet> {
  return {
    hashKey: randomBytes(MIN_HASH_KEY_BYTES).toString("base64url"),
    signingKeys: [await newSigningKey(now)],
  };
}

/**
 * A rotation: a new key signs from now on; the keys that signed until now keep verifying for
 * `tokenLifetimeSeconds` (the longest a token they signed can still be valid), and keys whose
 * time has passed are dropped. The hash key stays (codes and captchas in flight stay valid).
 */
export async function rotateKeySet(
  set: KeySet,
  now: Date,
  tokenLifetimeSeconds: number,
): Promise<KeySet> {
  const until = new Date(now.getTime() + tokenLifetimeSeconds * 1000).toISOString();
  const kept = set.signingKeys
    .filter((key) => key.verifyUntil === undefined || Date.parse(key.verifyUntil) > now.getTime())
    .map((key) => (key.verifyUntil === undefined ? { ...key, verifyUntil: until } : key));
  return { hashKey: set.hashKey, signingKeys: [...kept, await newSigningKey(now)] };
}

/** The public half of a private OKP key (what the JWKS publishes). */
export function publicPart(jwk: JWK): JWK {
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
}
