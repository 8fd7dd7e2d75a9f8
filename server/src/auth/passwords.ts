import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with scrypt (node:crypto). Stored as
 * `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>` so the cost can rise without breaking existing
 * hashes: a hash with other parameters still verifies, and is replaced at the account's next
 * successful sign-in (needsRehash).
 *
 * The cost is OWASP's current minimum for scrypt (Password Storage Cheat Sheet: N = 2^17,
 * r = 8, p = 1), which takes 128 MiB per hash (128 * N * r bytes).
 */
export interface PasswordCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}
export const PASSWORD_HASH_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** Room for the 128 MiB the cost needs plus scrypt's own overhead (Node refuses otherwise). */
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * A new hash at `cost`: the server's (ServerContext.passwordCost), which is today's
 * PASSWORD_HASH_COST everywhere but in the tests that are not about hashing (see there).
 */
export async function hashPassword(
  password: string,
  cost: PasswordCost = PASSWORD_HASH_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) return false;
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made with parameters other than `cost` (older, weaker). */
export function needsRehash(stored: string, cost: PasswordCost = PASSWORD_HASH_COST): boolean {
  const [scheme, n, r, p] = stored.split("$");
  return (
    scheme !== "scrypt" || Number(n) !== cost.N || Number(r) !== cost.r || Number(p) !== cost.p
  );
}

/** A hash at `cost` that verifies nothing, compared against when the account does not exist,
 * so that unknown and known e-mail addresses take the same time. */
export function unusablePasswordHash(cost: PasswordCost = PASSWORD_HASH_COST): string {
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(KEY_LENGTH).toString("base64")}`;
}
