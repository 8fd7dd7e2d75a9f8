import { ApiError } from "./api-error.ts";

/** Django REST Framework's message for the same refusal. */
export const NULL_CHARACTERS = "Null characters are not allowed.";

function collect(value: unknown, path: string, into: Set<string>, depth: number): void {
  if (depth > 16) return;
  if (typeof value === "string") {
    if (value.includes("\u0000")) into.add(path || "non_field_errors");
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, path, into, depth + 1);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      collect(child, path ? `${path}.${key}` : key, into, depth + 1);
    }
  }
}

/**
 * PostgreSQL text cannot hold U+0000, so input carrying one would fail in the database with a
 * 500. Every body and query is checked before decoding and refused with a 400 naming the field,
 * the way DRF's CharField does it.
 */
export function refuseNullCharacters(input: unknown): void {
  const fields = new Set<string>();
  collect(input, "", fields, 0);
  if (fields.size === 0) return;
  throw new ApiError(
    400,
    Object.fromEntries([...fields].map((field) => [field, [NULL_CHARACTERS]])),
  );
}
