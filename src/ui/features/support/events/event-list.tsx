import type { ReactNode } from "react";
import type { ListItem } from "../../../../adapters/lists/list-resource.ts";
import type { ListFilterValues } from "../../../../core/api/define-list.ts";
import type {
  MAINTENANCE_LIST,
  OUTAGE_LIST,
} from "../../../../core/api/events/event-list-query.ts";
import { portalNow } from "../../../../core/clock.ts";
import { RecordList } from "../../../components/records/record-list.tsx";
import { EventFiltersForm } from "./event-filters-form.tsx";
import type { EventTableShown } from "./event-table.tsx";

type EventListDeclaration = typeof MAINTENANCE_LIST | typeof OUTAGE_LIST;

/** What one kind of event list adds to its declaration; EventList does the rest alike. */
export interface EventListKind<List extends EventListDeclaration> {
  readonly list: List;
  /** "Maintenance filters". */
  readonly filtersLabel: string;
  /** The records in the plural, lower case, and what an empty, unfiltered list says. */
  readonly noun: string;
  readonly emptyTitle: string;
  readonly emptyHint: string;
  readonly table: (results: ReadonlyArray<ListItem<List>>, shown: EventTableShown) => ReactNode;
}

export interface EventListProps<List extends EventListDeclaration> {
  /** Filters the surrounding page fixes, e.g. `{ service: "SVC-10001" }` under a service. */
  readonly fixed?: Readonly<Partial<ListFilterValues<List>>>;
  readonly caption: string;
  readonly pageSize?: number;
}

const NO_FIXED = {};

/**
 * Maintenances or outages with filters and paging kept in the address (RecordList), like the
 * ticket list. Reusable: a service's page shows it with the service fixed (its column then
 * hidden).
 */
export function EventList<List extends EventListDeclaration>({
  kind,
  fixed = NO_FIXED as Readonly<Partial<ListFilterValues<List>>>,
  caption,
  pageSize = kind.list.pageSize,
}: EventListProps<List> & { readonly kind: EventListKind<List> }) {
  const now = portalNow();
  const hideServices = (fixed as { readonly service?: string }).service !== undefined;
  return (
    <RecordList
      list={kind.list}
      label={caption}
      fixed={fixed}
      pageSize={pageSize}
      filterForm={(state) => (
        <EventFiltersForm
          {...state}
          label={kind.filtersLabel}
          // Maintenances have a type filter, outages not: the declaration says which.
          withType={(kind.list.filterKeys as ReadonlyArray<string>).includes("type")}
        />
      )}
      noun={kind.noun}
      emptyTitle={kind.emptyTitle}
      emptyHint={kind.emptyHint}
    >
      {(results) => kind.table(results, { caption, hideServices, now })}
    </RecordList>
  );
}
