/**
 * The rows of a `db.execute(sql...)` answer. Drizzle types that answer by driver, which the
 * shared `Db` type leaves open; PGlite and node-postgres both answer `{ rows: [...] }` with
 * one object per row, keyed by the selected column names.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows =
    typeof result === "object" && result !== null ? (result as { rows?: unknown }).rows : [];
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
