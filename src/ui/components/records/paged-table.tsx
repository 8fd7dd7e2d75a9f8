import { type DataTableProps, KeyedTable, type LooseTable, rowKeyOf } from "../data-table.tsx";
import { PagedResults, type PagedResultsProps } from "./paged-results.tsx";

/** What a PagedTable is given: PagedResults' answer, page and words, and the table. */
export type PagedTableProps<T> = Omit<PagedResultsProps<T>, "children"> &
  Omit<DataTableProps<T>, "rows">;

/** The same with the row key left open, as the generic lists (RecordList, InPageList) pass it. */
export type LoosePagedTableProps<T> = Omit<PagedResultsProps<T>, "children"> &
  LooseTable<T> & { readonly caption: string };

/**
 * PagedResults whose records are a DataTable: loading, failure, the empty states, then the
 * page's records as the table and the pager. The table of every paged list (RecordList,
 * InPageList, a page's own list such as a log or a webhook's deliveries) is drawn here.
 */
export function PagedTable<T>(props: PagedTableProps<T>) {
  return <LoosePagedTable<T> {...(props as LoosePagedTableProps<T>)} />;
}

/** A PagedTable inside a generic list, whose rows' type RowKey cannot decide. */
export function LoosePagedTable<T>({
  view,
  url,
  noun,
  emptyTitle,
  emptyHint,
  ...table
}: LoosePagedTableProps<T>) {
  return (
    <PagedResults view={view} url={url} noun={noun} emptyTitle={emptyTitle} emptyHint={emptyHint}>
      {(results) => <KeyedTable {...table} rows={results} rowKey={rowKeyOf(table)} />}
    </PagedResults>
  );
}
