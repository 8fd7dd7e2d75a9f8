/** Builds unsigned test JWTs: the client only reads tokens, it never checks signatures. */

function base64Url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

export function tokenWith(payload: unknown): string {
  const header = base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${header}.${base64Url(JSON.stringify(payload))}.not-a-real-signature`;
}

/** A token expiring at `expiresAtMs` (whole seconds, as JWTs carry them). */
export function tokenExpiringAt(expiresAtMs: number, claims: Record<string, unknown> = {}): string {
  return tokenWith({ sub: "42", ...claims, exp: Math.floor(expiresAtMs / 1000) });
}

export const NOW_MS = Date.UTC(2026, 4, 1, 12, 0, 0);
export const MINUTE_MS = 60_000;
