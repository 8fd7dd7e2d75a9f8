/**
 * What the Stately inspector may see of the portal's actors (DESIGN.md section 4): no token,
 * password, one-time code or captcha answer, in contexts, events, actor inputs or outputs.
 * Context keys that hold secrets as a whole are dropped; every other secret is replaced by a
 * marker wherever it appears, however deep.
 */

export const REDACTED = "[redacted]";

/** Context entries that are nothing but secrets (the session's pairs, a failure's body). */
const DROPPED_CONTEXT_KEYS = ["tokens", "originals"] as const;

/** Keys whose values are secrets wherever they appear. */
const SECRET_KEYS: ReadonlySet<string> = new Set([
  "access",
  "refresh",
  "tokens",
  "originals",
  "originalAccess",
  "originalRefresh",
  "refreshTokens",
  "access_token",
  "refresh_token",
  "accessToken",
  "password",
  "new_password",
  "confirm_password",
  "captchaText",
  "captcha_text",
  "oneTimeCode",
  "otp_code",
]);

/** Deeper than any snapshot of ours; stops a cycle in something unexpected. */
const MAX_DEPTH = 24;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function redact(value: unknown, depth: number, copies: WeakMap<object, unknown>): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  // Class instances (actor references, errors, dates) are left to the inspector's serializer.
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  // An object met twice gets the same copy; one met inside itself is cut off.
  const known = copies.get(value);
  if (known !== undefined) return known;
  copies.set(value, REDACTED);
  const copy = Array.isArray(value)
    ? value.map((item: unknown) => redact(item, depth + 1, copies))
    : Object.fromEntries(
        Object.entries(value).map(([key, entry]) => [
          key,
          SECRET_KEYS.has(key) && entry !== null && entry !== undefined
            ? REDACTED
            : redact(entry, depth + 1, copies),
        ]),
      );
  copies.set(value, copy);
  return copy;
}

/** A copy of any value with every secret replaced by REDACTED. */
export function redactSecrets<T>(value: T): T {
  return redact(value, 0, new WeakMap()) as T;
}

/** The session's context without its token pairs and the raw failure of a refused sign-in. */
export function sanitizeContext<T>(context: T): T {
  if (!isPlainObject(context)) return context;
  const kept: Record<string, unknown> = { ...context };
  for (const key of DROPPED_CONTEXT_KEYS) delete kept[key];
  const signInError = kept.signInError;
  if (isPlainObject(signInError) && "failure" in signInError) {
    const { failure: _failure, ...rest } = signInError;
    kept.signInError = rest;
  }
  return redactSecrets(kept) as T;
}

export const sanitizeEvent = redactSecrets;
