import type { ListFilterValues } from "../../../../core/api/define-list.ts";
import { SERVICE_LIST } from "../../../../core/api/services/service-list-query.ts";
import { RecordList } from "../../../components/records/record-list.tsx";
import { ServiceFiltersForm } from "./service-filters-form.tsx";
import { ServiceTable } from "./service-table.tsx";

/** Filters the page around the list fixes (the other services: `type=other`). */
export type FixedServiceFilters = Partial<ListFilterValues<typeof SERVICE_LIST>>;

export interface ServiceListProps {
  /** Filters the page fixes (`{ type: "other" }` on /services/other); their controls are hidden. */
  readonly fixed?: FixedServiceFilters;
  readonly caption: string;
  readonly emptyTitle: string;
  readonly emptyHint: string;
}

const NO_FIXED: FixedServiceFilters = {};

/**
 * Services with filters, search, paging and the CSV export (RecordList). The filters and the
 * page live in the address, so a link (a dashboard figure) reproduces the view; a value the
 * list does not know is dropped with a notice instead of failing the list.
 */
export function ServiceList({
  fixed = NO_FIXED,
  caption,
  emptyTitle,
  emptyHint,
}: ServiceListProps) {
  return (
    <RecordList
      list={SERVICE_LIST}
      label={caption}
      fixed={fixed}
      filterForm={(state) => <ServiceFiltersForm {...state} />}
      exportRows={["service", "services"]}
      noun="services"
      emptyTitle={emptyTitle}
      emptyHint={emptyHint}
    >
      {(results) => (
        <ServiceTable services={results} caption={caption} hideType={fixed.type !== undefined} />
      )}
    </RecordList>
  );
}
