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

/**
 * What tells a row from the others (React's key): a record's `id` unless a table says
 * otherwise; a table of rows without one (an estimate's lines) must say.
 */
export type RowKey<T> = [T] extends [{ readonly id: string }]
  ? { readonly rowKey?: (row: T) => string }
  : { readonly rowKey: (row: T) => string };

/** A DataTable's records and how each row and column shows them, but for the rows' key. */
export interface TableOf<T> {
  readonly rows: ReadonlyArray<T>;
  readonly caption: string;
  readonly rowHeader: Column<T>;
  readonly columns: ReadonlyArray<Column<T>>;
  readonly flagged?: (row: T) => boolean;
}

/** A DataTable's records and how each row and column shows them. */
export type DataTableProps<T> = TableOf<T> & RowKey<T>;

/** A table's columns with its row key left open, as a generic list passes them on. */
export type LooseTable<T> = Omit<TableOf<T>, "rows" | "caption"> & {
  readonly rowKey?: (row: T) => string;
};

/** A table's row key: the one it gives, else each record's `id` (RowKey allows only that). */
export function rowKeyOf<T>(table: { readonly rowKey?: (row: T) => string }): (row: T) => string {
  return table.rowKey ?? ((row) => (row as { readonly id: string }).id);
}

/**
 * A list of records as an accessible table (the dataTable recipe): a caption, column headings,
 * and a row header per record (usually its reference, as a link to it), so a screen reader
 * names each cell by its record and its column. On a phone each row is a block of labelled
 * cells (`data-label`, drawn by the recipe) instead of a table scrolling sideways.
 * A row for which `flagged` holds is marked (`data-flagged`) and tinted, e.g. a busy port.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  return <KeyedTable<T> {...(props as TableOf<T>)} rowKey={rowKeyOf<T>(props)} />;
}

/** A DataTable whose key is settled: for the generic lists (RecordList, InPageList). */
export function KeyedTable<T>({
  rows,
  rowKey,
  caption,
  rowHeader,
  columns,
  flagged,
}: TableOf<T> & { readonly rowKey: (row: T) => string }) {
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
