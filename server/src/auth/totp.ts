import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import {
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_PERIOD_SECONDS,
  totpStep,
} from "../../../src/core/auth/two-factor.ts";
import type { ServerKeys } from "./key-ring.ts";

/**
 * RFC 6238 codes through the otpauth library, with core's parameters (core/auth/two-factor.ts
 * holds the rules: drift, replay). The secret is 160 random bits (RFC 4226's recommended
 * length), base32 as authenticator apps take it.
 */

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, issuer: string, account: string): TOTP {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The `otpauth://totp/...` address an app reads from the QR code. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return totpOf(secret, issuer, account).toString();
}

/** The step a right code belongs to (within one step of drift of `now`), or null. */
export function matchedStep(secret: string, code: string, now: Date): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: now.getTime(),
    window: TOTP_DRIFT_STEPS,
  });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code of a moment: for tests and the demo, as an app would show it. */
export function totpCodeAt(secret: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: at.getTime(),
  });
}

/**
 * The secret is stored sealed with AES-256-GCM under a key derived (HKDF) from the server's
 * hash key, which lives in configuration, not in the database: a copy of the database alone
 * does not give anyone the codes. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
function sealingKey(keys: ServerKeys): Buffer {
  return Buffer.from(hkdfSync("sha256", keys.hashKey, "", "conduit totp secret", 32));
}

export function sealTotpSecret(keys: ServerKeys, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(keys), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed].map(part).join(".");
}

function part(value: string | Buffer): string {
  return typeof value === "string" ? value : value.toString("base64url");
}

export function openTotpSecret(keys: ServerKeys, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || iv === undefined || tag === undefined || data === undefined) {
    throw new Error("an authenticator secret is sealed in an unknown format");
  }
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(keys), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(data, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
