import { useState } from "react";
import type { ListCall, ListItem } from "../../../adapters/lists/list-resource.ts";
import { useList } from "../../../adapters/react/use-list.ts";
import type { AnyList } from "../../../core/api/define-list.ts";
import type { DataTableProps } from "../data-table.tsx";
import { LoosePagedTable, type LoosePagedTableProps } from "./paged-table.tsx";

/**
 * A declared list without filters shown as one part of a page (the company's API keys, the
 * pending users under the users, the credit notes under the invoices): its page is kept here,
 * not in the address, which belongs to the page around it; below it, a PagedTable: the
 * states, the records as a DataTable and the pager. A list with filters of its own is a RecordList instead.
 */
export function InPageList<List extends AnyList>({
  list,
  ...table
}: {
  /** The list as core declares it (its call and page size). */
  readonly list: List;
  /** The records in the plural, lower case, and what an empty list says. */
  readonly noun: string;
  readonly emptyTitle: string;
  readonly emptyHint: string;
} & Omit<DataTableProps<ListItem<List>>, "rows">) {
  const [page, setPage] = useState(1);
  const records = useList(list, list.page({}, page) as ListCall<List>);
  return (
    <LoosePagedTable
      // Whether rowKey may be left out (RowKey) depends on the declaration's item, a
      // condition TypeScript leaves open inside this generic component.
      {...(table as Omit<LoosePagedTableProps<ListItem<List>>, "view" | "url" | "pageSize">)}
      view={records}
      url={{ page, setPage }}
      pageSize={list.pageSize}
    />
  );
}
