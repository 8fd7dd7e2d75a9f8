import { notFound } from "./api-error.ts";

/** Largest value of a PostgreSQL integer column: bigger ids cannot exist (and must not reach SQL). */
const MAX_ID = 2_147_483_647;

/**
 * The stored id a caller names a record by (a path segment, a body's reference): one that
 * cannot name a stored row names nothing the caller may see, so 404, as for another
 * company's record.
 */
export function recordId(raw: string): number {
  const id = storedId(raw);
  if (id === null) throw notFound();
  return id;
}

/** An id from a body or filter, or null when it cannot name a stored row. */
export function storedId(raw: string): number | null {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}
