import { errors, jwtVerify, SignJWT } from "jose";

/**
 * JSON Web Tokens of the API (DESIGN.md section 6): HS256 only (pinned: `alg: none` or any
 * other algorithm is refused), issuer, audience, expiry, issued-at, id and token type all
 * checked. Access and refresh tokens differ by `token_type` and cannot stand in for each other.
 */
export const TOKEN_ISSUER = "conduit-api";
export const TOKEN_AUDIENCE = "conduit-portal";
const ALGORITHM = "HS256";

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

export interface TokenKeys {
  readonly secret: Uint8Array;
}

export function tokenKeys(secret: string): TokenKeys {
  return { secret: new TextEncoder().encode(secret) };
}

/** Signs a token. The same claims give the same token (HS256 is deterministic). */
export function signToken(keys: TokenKeys, claims: TokenClaims): Promise<string> {
  const payload: Record<string, unknown> = { sid: claims.sid, token_type: claims.tokenType };
  if (claims.act) payload.act = claims.act;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(keys.secret);
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

/** Verifies signature, algorithm, issuer, audience, expiry and the expected token type. */
export async function verifyToken(
  keys: TokenKeys,
  token: string,
  expected: TokenType,
  now: Date,
): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ["sub", "jti", "iat", "exp"],
      currentDate: now,
    });
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
