import type { Money } from "../../../core/api/primitives.ts";
import { formatCalendarDay } from "../../../core/format/calendar-day.ts";
import { formatMoneyOf } from "../../../core/format/money.ts";
import type { Column } from "../data-table.tsx";
import { DisplayTime } from "./display-time.tsx";
import { tableCell } from "./table-cells.ts";

/**
 * Columns (or row headers) of one kind of value, shown the same in every table: a moment, a
 * calendar day, an amount. A table names the column and the field each row keeps it in (a
 * field name rather than a function, so the column fits any table whose rows have it).
 */

/**
 * A moment as the portal shows it ("3 hours ago", else the date and time): a log's "When",
 * a session's "Last active". `fallback` is what a row without one shows ("Never");
 * `className` a cell class (`tableCell.date` keeps it on one line).
 */
export function timeColumn<Field extends string>(
  header: string,
  field: Field,
  now: Date,
  { fallback, className }: { readonly fallback?: string; readonly className?: string } = {},
): Column<{ readonly [Name in Field]: string | null }> {
  return {
    header,
    ...(className === undefined ? {} : { className }),
    cell: (row) => <DisplayTime value={row[field]} now={now} fallback={fallback} />,
  };
}

/** A calendar day ("Nov 21, 2026"), on one line: an invoice's due date, a line's end. */
export function dayColumn<Field extends string>(
  header: string,
  field: Field,
): Column<{ readonly [Name in Field]: string }> {
  return { header, className: tableCell.date, cell: (row) => formatCalendarDay(row[field]) };
}

/** An amount in its currency, on one line: an invoice's total, a line's monthly charge. */
export function moneyColumn<Field extends string>(
  header: string,
  field: Field,
): Column<{ readonly [Name in Field]: Money }> {
  return {
    header,
    className: tableCell.oneLine,
    cell: (row) => formatMoneyOf(row[field]),
  };
}
