/**
 * The small rule set the runtime configuration is checked with. It is plain TypeScript, not
 * Effect Schema like the /v2 contract, on purpose: /config.json is read before the first page
 * renders, and the sign-in page must not pay for the schema library (issue 4's bundle budget).
 * Each field reads one value and either gives it back or says what is wrong with it.
 */

export type FieldCheck<T> = (value: unknown) => { readonly ok: true; readonly value: T } | string;

const ok = <T>(value: T) => ({ ok: true as const, value });

/** A string matching `pattern`; `message` says what was expected. */
export function text(pattern: RegExp, message: string): FieldCheck<string> {
  return (value) => {
    if (typeof value !== "string") return "Expected a string";
    return pattern.test(value) ? ok(value) : message;
  };
}

export const nonEmptyText: FieldCheck<string> = text(/./u, "Expected a non-empty string");

/** A whole number greater than 0. */
export const positiveWholeNumber: FieldCheck<number> = (value) => {
  if (typeof value !== "number" || !Number.isFinite(value)) return "Expected a number";
  if (!Number.isInteger(value)) return "Expected an integer";
  return value > 0 ? ok(value) : "Expected a value greater than 0";
};

/** null, or what `check` accepts. */
export function nullOr<T>(check: FieldCheck<T>): FieldCheck<T | null> {
  return (value) => (value === null ? ok(null) : check(value));
}

/** An array whose every item `check` accepts; the first bad item is named by its index. */
export function listOf<T>(check: FieldCheck<T>): FieldCheck<readonly T[]> {
  return (value) => {
    if (!Array.isArray(value)) return "Expected an array";
    const items: T[] = [];
    for (const [index, item] of value.entries()) {
      const checked = check(item);
      if (typeof checked === "string") return `[${index}]: ${checked}`;
      items.push(checked.value);
    }
    return ok(items);
  };
}

/** The fields of an object: a field's default applies when its key is absent. */
export type Fields<T> = { readonly [K in keyof T]: { check: FieldCheck<T[K]>; fallback: T[K] } };

/**
 * An object read field by field. Keys it does not know are dropped, and the first wrong field
 * is reported by its name (nested objects prefix their own: `legalLinks.terms: ...`).
 */
export function record<T>(fields: Fields<T>): FieldCheck<T> {
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return "Expected an object";
    const input = value as Record<string, unknown>;
    const result: Partial<T> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const field = fields[key];
      if (!Object.hasOwn(input, key)) {
        result[key] = field.fallback;
        continue;
      }
      const checked = field.check(input[key]);
      if (typeof checked === "string") return `${key}: ${checked}`;
      result[key] = checked.value;
    }
    return ok(result as T);
  };
}
