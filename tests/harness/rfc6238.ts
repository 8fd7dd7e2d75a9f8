import { createHmac } from "node:crypto";

/**
 * RFC 6238 codes computed independently of the server's library, for the tests that play an
 * authenticator app (server tests and e2e): HMAC-SHA-1 over the 30-second step, RFC 4226's
 * dynamic truncation, six digits. tests/core/two-factor.test.ts checks it against the RFC's
 * own test vector.
 */

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(text: string): Buffer {
  let bits = "";
  for (const character of text.replace(/=+$/u, "").toUpperCase()) {
    const value = BASE32.indexOf(character);
    if (value < 0) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8) {
    bytes.push(Number.parseInt(bits.slice(index, index + 8), 2));
  }
  return Buffer.from(bytes);
}

export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The code an authenticator app shows at `at` for a base32 secret. */
export function totpAt(base32Secret: string, at: Date, digits = 6): string {
  return hotp(base32Bytes(base32Secret), Math.floor(at.getTime() / 30_000), digits);
}

/** The secret inside an `otpauth://totp/...?secret=...` address. */
export function secretOf(otpauthUrl: string): string {
  const secret = new URL(otpauthUrl).searchParams.get("secret");
  if (secret === null) throw new Error(`no secret in ${otpauthUrl}`);
  return secret;
}
