import { useState } from "react";
import type { ListCall, ListItem } from "../../../adapters/lists/list-resource.ts";
import { useList } from "../../../adapters/react/use-list.ts";
import type { AnyList, ListFilterValues } from "../../../core/api/define-list.ts";
import type { DataTableProps } from "../data-table.tsx";
import { LoosePagedTable, type LoosePagedTableProps } from "./paged-table.tsx";

const NO_FILTERS = {};

/**
 * A declared list shown as one part of a page (the company's API keys, the pending users
 * under the users, the credit notes under the invoices, the impersonation log under the
 * permission log): its page is kept here, not in the address, which belongs to the page around
 * it; below it, a PagedTable: the states, the records as a DataTable and the pager. The page
 * around it may filter it (`filters`, which it keeps and clears itself); a list with filters
 * of its own is a RecordList instead.
 */
export function InPageList<List extends AnyList>({
  list,
  filters = NO_FILTERS as Readonly<Partial<ListFilterValues<List>>>,
  onClearFilters,
  ...table
}: {
  /** The list as core declares it (its call and page size). */
  readonly list: List;
  /** The filters the page around the list has chosen; another choice starts on page 1. */
  readonly filters?: Readonly<Partial<ListFilterValues<List>>>;
  /** Clears the page's filters, offered when they leave this list empty. */
  readonly onClearFilters?: () => void;
  /** The records in the plural, lower case, and what an empty list says. */
  readonly noun: string;
  readonly emptyTitle: string;
  readonly emptyHint: string;
} & Omit<DataTableProps<ListItem<List>>, "rows">) {
  // The page belongs to the filters it was chosen under. Kept here rather than by remounting,
  // so the rows shown stay until the new ones arrive (keepPreviousData).
  const filtersKey = JSON.stringify(filters);
  const [chosen, setChosen] = useState({ filtersKey, page: 1 });
  const page = chosen.filtersKey === filtersKey ? chosen.page : 1;
  const setPage = (next: number) => setChosen({ filtersKey, page: next });
  const records = useList(list, list.page(filters, page) as ListCall<List>);
  const isFiltered = Object.values<string | undefined>(filters).some(
    (value) => value !== undefined && value !== "",
  );
  return (
    <LoosePagedTable
      // Whether rowKey may be left out (RowKey) depends on the declaration's item, a
      // condition TypeScript leaves open inside this generic component.
      {...(table as Omit<LoosePagedTableProps<ListItem<List>>, "view" | "url">)}
      view={records}
      url={{
        page,
        setPage,
        ...(onClearFilters === undefined ? {} : { isFiltered, clearFilters: onClearFilters }),
      }}
    />
  );
}
