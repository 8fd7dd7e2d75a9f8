import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify, SignJWT } from "jose";
import type { ServerKeys } from "./key-ring.ts";
import { TOKEN_ALGORITHM } from "./key-set.ts";

/**
 * JSON Web Tokens of the API (DESIGN.md section 6): EdDSA (Ed25519) only, pinned (`alg: none`,
 * HS256 or any other algorithm is refused), signed by the configured key named in the header's
 * `kid`; issuer, audience, expiry, issued-at, id and token type all checked. Access and refresh
 * tokens differ by `token_type` and cannot stand in for each other. The private keys live in
 * configuration, never in the database (auth/server-keys.ts).
 */
export const TOKEN_ISSUER = "conduit-api";
export const TOKEN_AUDIENCE = "conduit-portal";
const ALGORITHM = TOKEN_ALGORITHM;

export type TokenType = "access" | "refresh";

/** RFC 8693 actor claim: the staff member acting as the subject, and how. */
export interface ActorClaim {
  readonly sub: string;
  readonly mode: "full" | "read-only";
}

export interface TokenClaims {
  readonly sub: string;
  /** The sign-in session (token family) the token belongs to. */
  readonly sid: string;
  readonly jti: string;
  readonly iat: number;
  readonly exp: number;
  readonly tokenType: TokenType;
  readonly act?: ActorClaim;
}

export type TokenKeys = Pick<ServerKeys, "signingKey" | "verificationKey">;

/** Signs a token with the signing key. The same claims give the same token (Ed25519 is deterministic). */
export async function signToken(keys: TokenKeys, claims: TokenClaims): Promise<string> {
  const { kid, key } = await keys.signingKey();
  const payload: Record<string, unknown> = { sid: claims.sid, token_type: claims.tokenType };
  if (claims.act) payload.act = claims.act;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT", kid })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(key);
}

export type TokenCheck =
  | { readonly ok: true; readonly claims: TokenClaims }
  | { readonly ok: false; readonly reason: "expired" | "invalid" | "wrong-type" };

function readActor(value: unknown): ActorClaim | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null) return null;
  const { sub, mode } = value as Record<string, unknown>;
  if (typeof sub !== "string" || (mode !== "full" && mode !== "read-only")) return null;
  return { sub, mode };
}

/** How far in the future a token's `iat` may be (clocks of several servers drift). */
export const MAX_CLOCK_SKEW_SECONDS = 60;

/**
 * Payloads of tokens whose signature, algorithm, issuer and audience were verified with a key,
 * by the exact token text. Every signed-in request carries the same access token for minutes,
 * and checking its signature through WebCrypto was a large part of the CPU of a polled call (docs/performance.md). A hit only skips what cannot change for the same text and
 * key; the checks that depend on the time (expiry, not-before, issued-at skew) and the token
 * type run on every call, and an expired or not-yet-valid token takes the full path again so
 * its answer is exactly jose's. Sessions are revoked in the database, not here (current-user.ts).
 */
const verifiedByKey = new WeakMap<TokenKeys, Map<string, JWTPayload>>();
/** Bounds the memory: about 10,000 tokens, oldest first out (a few MB at most). */
export const VERIFIED_TOKENS_KEPT = 10_000;

function verifiedOf(keys: TokenKeys): Map<string, JWTPayload> {
  let verified = verifiedByKey.get(keys);
  if (verified === undefined) {
    verified = new Map();
    verifiedByKey.set(keys, verified);
  }
  return verified;
}

/** The cached payload if it is still within its validity at `now`, else undefined. */
function stillValid(payload: JWTPayload | undefined, now: Date): JWTPayload | undefined {
  if (payload === undefined) return undefined;
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.exp === "number" && payload.exp <= seconds) return undefined;
  if (typeof payload.nbf === "number" && payload.nbf > seconds) return undefined;
  return payload;
}

async function verifiedPayload(keys: TokenKeys, token: string, now: Date): Promise<JWTPayload> {
  const verified = verifiedOf(keys);
  const known = stillValid(verified.get(token), now);
  if (known !== undefined) return known;
  verified.delete(token);
  const keyOf: JWTVerifyGetKey = async (header) => {
    const key = header.kid === undefined ? undefined : await keys.verificationKey(header.kid);
    if (key === undefined) throw new errors.JWKSNoMatchingKey();
    return key;
  };
  const { payload } = await jwtVerify(token, keyOf, {
    algorithms: [ALGORITHM],
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    requiredClaims: ["sub", "jti", "iat", "exp"],
    currentDate: now,
  });
  verified.set(token, payload);
  if (verified.size > VERIFIED_TOKENS_KEPT) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  return payload;
}

/** Verifies signature, algorithm, issuer, audience, expiry and the expected token type. */
export async function verifyToken(
  keys: TokenKeys,
  token: string,
  expected: TokenType,
  now: Date,
): Promise<TokenCheck> {
  try {
    const payload = await verifiedPayload(keys, token, now);
    const { sub, jti, iat, exp, sid, token_type: tokenType } = payload;
    const act = readActor(payload.act);
    if (typeof sid !== "string" || act === null || !sub || !jti || !iat || !exp) {
      return { ok: false, reason: "invalid" };
    }
    // Issued in the future beyond clock skew: not one of ours, or signed with a stolen key.
    if (iat > now.getTime() / 1000 + MAX_CLOCK_SKEW_SECONDS)
      return { ok: false, reason: "invalid" };
    if (tokenType !== expected) return { ok: false, reason: "wrong-type" };
    return {
      ok: true,
      claims: { sub, sid, jti, iat, exp, tokenType: expected, ...(act ? { act } : {}) },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
