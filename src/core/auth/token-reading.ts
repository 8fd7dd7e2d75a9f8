import { jwtDecode } from "jwt-decode";
import { TOKEN_REFRESH_LEAD_MS } from "../constants.ts";

/**
 * Reading an access or refresh token on the client. The client never verifies signatures (the
 * server does); it only needs the expiry to decide whether the session is usable and when to
 * refresh it (spec section 4).
 */

/** The decoded payload of a readable token; `exp` is seconds since the epoch. */
export type TokenClaims = Readonly<Record<string, unknown>> & { readonly exp: number };

export type TokenReading =
  | { readonly kind: "missing" }
  | { readonly kind: "unreadable" }
  | { readonly kind: "expired"; readonly expiresAtMs: number }
  | { readonly kind: "valid"; readonly expiresAtMs: number; readonly claims: TokenClaims };

function isClaims(payload: unknown): payload is TokenClaims {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return false;
  const exp: unknown = (payload as Record<string, unknown>).exp;
  return typeof exp === "number" && Number.isFinite(exp * 1000);
}

function decodePayload(token: string): unknown {
  // A compact JWS has exactly three parts; anything else is not a token we issued.
  if (token.split(".").length !== 3) return undefined;
  try {
    return jwtDecode<unknown>(token);
  } catch {
    return undefined;
  }
}

/** A token is valid while its expiry lies in the future; one without `exp` is unreadable. */
export function readToken(token: string | null | undefined, nowMs: number): TokenReading {
  if (token === null || token === undefined || token.trim() === "") return { kind: "missing" };
  const payload = decodePayload(token);
  if (!isClaims(payload)) return { kind: "unreadable" };
  const expiresAtMs = payload.exp * 1000;
  return expiresAtMs > nowMs
    ? { kind: "valid", expiresAtMs, claims: payload }
    : { kind: "expired", expiresAtMs };
}

/** The moment the access token should be refreshed: five minutes before it expires. */
export function refreshDueAt(expiresAtMs: number): number {
  return expiresAtMs - TOKEN_REFRESH_LEAD_MS;
}

/**
 * True when a still-valid token has entered its refresh window. A missing, unreadable or
 * expired token is not "due": there is nothing left to refresh, the boot decision handles it.
 */
export function isRefreshDue(token: string | null | undefined, nowMs: number): boolean {
  const reading = readToken(token, nowMs);
  return reading.kind === "valid" && nowMs >= refreshDueAt(reading.expiresAtMs);
}
