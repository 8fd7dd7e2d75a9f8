/**
 * Reading Django-REST-Framework-style error bodies (DESIGN.md section 5):
 * `{ "detail": "..." }` or `{ "<field>": ["..."], "non_field_errors": ["..."] }`.
 * Bodies come from a server we may not control, so every reader accepts any value and never
 * throws: anything unexpected simply yields nothing.
 */

import { customerWording } from "./field-wording.ts";

/** Keys of the body that are not form fields. */
const NON_FIELD_KEYS = new Set(["detail", "non_field_errors"]);

/**
 * Whether a top-level entry is not a form field: `detail`, `non_field_errors`, and a string
 * `code` (the machine-readable reason djangorestframework-simplejwt sends next to `detail`;
 * a LIST under "code" is the messages of a form field that happens to be called code).
 */
function isNonField(key: string, value: unknown): boolean {
  return NON_FIELD_KEYS.has(key) || (key === "code" && typeof value === "string");
}

/** Nested serializers go a few levels deep at most; stop well before a hostile body hurts. */
const MAX_DEPTH = 16;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** The body's `detail` text, if it is a non-blank string. */
export function detailOf(body: unknown): string | undefined {
  return isRecord(body) ? nonBlank(body.detail) : undefined;
}

/** The body's `non_field_errors` as a list of non-blank strings (a lone string counts as one). */
export function nonFieldErrorsOf(body: unknown): string[] {
  if (!isRecord(body)) return [];
  return messagesOf(body.non_field_errors);
}

function messagesOf(value: unknown): string[] {
  if (typeof value === "string") return nonBlank(value) === undefined ? [] : [value];
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is string => nonBlank(entry) !== undefined);
}

/**
 * Messages per form field, so a form can show them next to the field. Nested serializers and
 * lists of them are flattened into dotted paths: `{ "a_end": { "vlan": ["Too high."] } }` gives
 * `{ "a_end.vlan": ["Too high."] }`, `{ "lines": [{}, { "qty": ["Required."] }] }` gives
 * `{ "lines.1.qty": ["Required."] }`. `detail`, `non_field_errors` and a string `code` at the
 * top are not fields; a field whose value holds no message is left out.
 */
export function fieldErrors(body: unknown): Record<string, string[]> {
  const collected = new Map<string, string[]>();
  collect(body, "", 0, collected);
  // fromEntries defines own properties, so a field named "__proto__" stays a plain field.
  return Object.fromEntries(collected);
}

function collect(value: unknown, path: string, depth: number, into: Map<string, string[]>): void {
  if (depth > MAX_DEPTH) return;
  if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (path === "" && isNonField(key, child)) continue;
      collect(child, join(path, key), depth + 1, into);
    }
    return;
  }
  // Messages need a field to belong to; at the top they have none.
  const messages = path === "" ? [] : messagesOf(value).map(customerWording);
  if (messages.length > 0) into.set(path, [...(into.get(path) ?? []), ...messages]);
  if (!Array.isArray(value)) return;
  // Objects inside a list are the errors of a list serializer, one entry per item.
  value.forEach((item: unknown, index) => {
    if (typeof item === "object" && item !== null) {
      collect(item, join(path, String(index)), depth + 1, into);
    }
  });
}

function join(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}
