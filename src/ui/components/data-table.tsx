import type { ReactNode } from "react";
import { cx } from "#styled-system/css/index.js";
import { dataTable } from "#styled-system/recipes/index.js";

/** How a sortable column is sorted now, and what its heading's button does. */
export interface ColumnSort {
  readonly direction: "ascending" | "descending" | "none";
  readonly toggle: () => void;
}

/** One column of a DataTable: its heading and what each row shows in it. */
export interface Column<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  /** Extra classes of the column's cells (a minimum width, no wrapping). */
  readonly className?: string;
  /** Leaves the column out, e.g. the service column of a list already about one service. */
  readonly hidden?: boolean;
  /** Makes the heading a button that sorts the rows by the column (the screen sorts them). */
  readonly sort?: ColumnSort;
}

/** A DataTable's records and how each row and column shows them. */
export interface DataTableProps<T> {
  readonly rows: ReadonlyArray<T>;
  readonly rowKey: (row: T) => string;
  readonly caption: string;
  readonly rowHeader: Column<T>;
  readonly columns: ReadonlyArray<Column<T>>;
  readonly flagged?: (row: T) => boolean;
}

/**
 * A list of records as an accessible table (the dataTable recipe): a caption, column headings,
 * and a row header per record (usually its reference, as a link to it), so a screen reader
 * names each cell by its record and its column. On a phone each row is a block of labelled
 * cells (`data-label`, drawn by the recipe) instead of a table scrolling sideways.
 * A row for which `flagged` holds is marked (`data-flagged`) and tinted, e.g. a busy port.
 */
export function DataTable<T>({
  rows,
  rowKey,
  caption,
  rowHeader,
  columns,
  flagged,
}: DataTableProps<T>) {
  const classes = dataTable();
  const shown = columns.filter((column) => column.hidden !== true);
  return (
    <div className={classes.root}>
      <table className={classes.table}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr className={classes.headRow}>
            {[rowHeader, ...shown].map((column) => (
              <th
                key={column.header}
                scope="col"
                aria-sort={column.sort?.direction}
                className={classes.head}
              >
                {column.sort ? (
                  <button type="button" className={classes.sortButton} onClick={column.sort.toggle}>
                    {column.header}
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={classes.body}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-flagged={flagged?.(row) === true ? "true" : undefined}
              className={classes.row}
            >
              <th
                scope="row"
                data-label={rowHeader.header}
                className={cx(classes.rowHeader, rowHeader.className)}
              >
                {rowHeader.cell(row)}
              </th>
              {shown.map((column) => (
                <td
                  key={column.header}
                  data-label={column.header}
                  className={cx(classes.cell, column.className)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
