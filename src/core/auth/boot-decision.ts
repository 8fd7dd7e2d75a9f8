import { readToken, refreshDueAt, type TokenClaims } from "./token-reading.ts";

/**
 * What the session does when the portal starts with whatever tokens local storage holds
 * (spec section 4).
 *
 * The spec sends a token that is "missing, unreadable or already past the refresh time" to
 * sign-out with a return path, while the session also refreshes "5 minutes before expiry with
 * the refresh token". We reconcile the two like this:
 * - no tokens at all: "signed-out", nothing to clean up and nowhere to return to;
 * - access token missing (but something else stored) or unreadable: "sign-out" with a return
 *   path;
 * - access token expired: "expired" (the client is cleared and 'Unauthorized' shown), even if
 *   a refresh token is stored;
 * - valid and before the refresh time: "active", with the moment the refresh is due;
 * - valid, past the refresh time, and the refresh token is itself a valid token: "refresh-now",
 *   since refreshing is exactly what the refresh window is for;
 * - valid, past the refresh time, with no usable refresh token (missing, unreadable or
 *   expired): "sign-out" with a return path, as the spec says, because a refresh would fail.
 */

export type SignOutReason = "access-missing" | "access-unreadable" | "no-usable-refresh-token";

export type BootDecision =
  | { readonly kind: "signed-out" }
  | {
      readonly kind: "active";
      readonly expiresAtMs: number;
      readonly refreshDueAtMs: number;
      readonly claims: TokenClaims;
    }
  | { readonly kind: "refresh-now"; readonly expiresAtMs: number }
  | { readonly kind: "sign-out"; readonly reason: SignOutReason; readonly withReturnPath: true }
  | { readonly kind: "expired"; readonly expiresAtMs: number };

export interface StoredTokenPair {
  readonly access: string | null | undefined;
  readonly refresh: string | null | undefined;
}

function signOut(reason: SignOutReason): BootDecision {
  return { kind: "sign-out", reason, withReturnPath: true };
}

export function decideBoot({ access, refresh }: StoredTokenPair, nowMs: number): BootDecision {
  const accessReading = readToken(access, nowMs);
  const refreshReading = readToken(refresh, nowMs);
  switch (accessReading.kind) {
    case "missing":
      return refreshReading.kind === "missing" ? { kind: "signed-out" } : signOut("access-missing");
    case "unreadable":
      return signOut("access-unreadable");
    case "expired":
      return { kind: "expired", expiresAtMs: accessReading.expiresAtMs };
    case "valid": {
      const { expiresAtMs, claims } = accessReading;
      const refreshDueAtMs = refreshDueAt(expiresAtMs);
      if (nowMs < refreshDueAtMs) return { kind: "active", expiresAtMs, refreshDueAtMs, claims };
      return refreshReading.kind === "valid"
        ? { kind: "refresh-now", expiresAtMs }
        : signOut("no-usable-refresh-token");
    }
  }
}
