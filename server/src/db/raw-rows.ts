/**
 * The rows of a `db.execute(sql...)` answer. Drizzle types that answer by driver, which the
 * shared `Db` type (`connect.ts`) leaves open; PGlite and node-postgres both answer
 * `{ rows: [...] }` with one object per row, keyed by the selected column names.
 *
 * It lives here, beside the other query helpers, because every module that writes raw SQL
 * (and the tests and benchmarks that read the database) needs it: no module should import
 * another module's internals to read its own query's rows.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows =
    typeof result === "object" && result !== null ? (result as { rows?: unknown }).rows : [];
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
