import type { ReactNode } from "react";
import { flex } from "#styled-system/patterns/index.js";
import type { ListCall, ListExportCall, ListItem } from "../../../adapters/lists/list-resource.ts";
import { useList } from "../../../adapters/react/use-list.ts";
import type { AnyList, ListFilterValues } from "../../../core/api/define-list.ts";
import type { DataTableProps, LooseTable } from "../data-table.tsx";
import { DroppedFiltersNotice } from "./dropped-filters-notice.tsx";
import { type FilterField, filterFieldProps } from "./filter-field-props.ts";
import { ListExportButton } from "./list-export-button.tsx";
import { PagedResults } from "./paged-results.tsx";
import { LoosePagedTable } from "./paged-table.tsx";
import { useUrlFilters } from "./use-url-filters.ts";

/** The list's filter state as its filter form needs it. */
export interface RecordFilters<List extends AnyList> {
  /** The filters in effect: the address's, with the page's fixed ones over them. */
  readonly filters: ListFilterValues<List>;
  readonly fixed: Readonly<Partial<ListFilterValues<List>>>;
  /** Whether a filter's control is shown: not when the page fixes the filter. */
  readonly shown: (key: List["filterKeys"][number]) => boolean;
  readonly isFiltered: boolean;
  /** Puts changed filters in the address (back to page 1). */
  readonly change: (patch: Partial<Record<List["filterKeys"][number], string>>) => void;
  readonly clear: () => void;
  /** One filter's label, name, value and change, from the declaration: `{...field("status")}`. */
  readonly field: FilterField<List["filterKeys"][number]>;
}

/**
 * The records of the page as the list's table (its rows are the page, its caption the list's
 * label), or `children` for a list whose table is a component of its own (InvoiceTable).
 */
export type RecordListBody<List extends AnyList> =
  | (Omit<DataTableProps<ListItem<List>>, "rows" | "caption"> & { readonly children?: never })
  | {
      /** The records of the page, drawn by the caller. */
      readonly children: (results: ReadonlyArray<ListItem<List>>) => ReactNode;
      readonly rowHeader?: never;
    };

export type RecordListProps<List extends AnyList> = RecordListFrame<List> & RecordListBody<List>;

interface RecordListFrame<List extends AnyList> {
  /** The list as core declares it: its call, filters, checks, labels and page size. */
  readonly list: List;
  /** The section's name for assistive technology and the table's caption: "Invoices". */
  readonly label: string;
  /** Filters the surrounding page fixes (`{ service: "SVC-10001" }` under a service). */
  readonly fixed?: Readonly<Partial<ListFilterValues<List>>>;
  /** Fewer per page than the list's own (a list inside another page). */
  readonly pageSize?: number;
  /** The list's filter form, given the filter state; none for a list without filters. */
  readonly filterForm?: (state: RecordFilters<List>) => ReactNode;
  /** "Export CSV" of the filtered list, naming a row ["invoice", "invoices"]. */
  readonly exportRows?: readonly [string, string];
  /** The records in the plural, lower case, and what an empty, unfiltered list says. */
  readonly noun: string;
  readonly emptyTitle: string;
  readonly emptyHint: string;
}

const NO_FIXED = {};

/**
 * The body of every filtered, paged list, drawn once: filters kept in the address (a value
 * the list's declaration refuses is dropped with a notice), the list's filter form, the CSV
 * export, then loading, failure, empty and the records with the pager (PagedResults). A page
 * puts its header around it and gives the filter form and the table's columns.
 */
export function RecordList<List extends AnyList>({
  list,
  label,
  fixed = NO_FIXED as Readonly<Partial<ListFilterValues<List>>>,
  pageSize = list.pageSize,
  filterForm,
  exportRows,
  noun,
  emptyTitle,
  emptyHint,
  ...body
}: RecordListProps<List>) {
  type Key = List["filterKeys"][number];
  const url = useUrlFilters<Key>(
    list.filterKeys as ReadonlyArray<Key>,
    list.filterChecks as Partial<Record<Key, (value: string) => boolean>>,
  );
  const filters = { ...url.filters, ...fixed } as ListFilterValues<List>;
  const records = useList(list, list.page(filters, url.page, pageSize) as ListCall<List>);
  const frame = { view: records, url, noun, emptyTitle, emptyHint };
  return (
    <section aria-label={label}>
      <DroppedFiltersNotice dropped={url.dropped} labels={list.filterLabels} />
      {filterForm?.({
        filters,
        fixed,
        shown: (key) => fixed[key] === undefined,
        isFiltered: url.isFiltered,
        change: url.setFilters,
        clear: url.clearFilters,
        field: filterFieldProps<Key>(list, filters, url.setFilters),
      })}
      {exportRows !== undefined && (
        <div className={flex({ justify: "flex-end", mb: "3" })}>
          <ListExportButton
            list={list}
            query={list.exportQuery(filters) as ListExportCall<List>}
            rows={exportRows}
          />
        </div>
      )}
      {body.children === undefined ? (
        <LoosePagedTable
          {...frame}
          // Whether rowKey may be left out (RowKey) depends on the declaration's item, a
          // condition TypeScript leaves open inside this generic component.
          {...(body as LooseTable<ListItem<List>>)}
          caption={label}
        />
      ) : (
        <PagedResults {...frame}>{body.children}</PagedResults>
      )}
    </section>
  );
}
