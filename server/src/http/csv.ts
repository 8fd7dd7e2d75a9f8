/**
 * CSV as RFC 4180 writes it: CRLF between records, a field quoted when it holds a comma, a
 * double quote, CR or LF, quotes inside doubled. Cells are also made safe to open in a
 * spreadsheet: one that starts with =, +, -, @, tab or CR would run as a formula (OWASP "CSV
 * injection"), so it gets a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRecord(cells: ReadonlyArray<string | number | null>): string {
  return cells.map(csvCell).join(",");
}

/** A header and the rows, each record ending with CRLF. */
export function csvDocument(
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  return [header, ...rows].map((cells) => `${csvRecord(cells)}\r\n`).join("");
}
