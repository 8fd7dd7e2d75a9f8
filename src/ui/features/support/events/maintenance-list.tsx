import { useCallback } from "react";
import { type MaintenanceQuery, useMaintenances } from "../../../../adapters/react/index.ts";
import {
  MAINTENANCE_STATE_LABELS,
  MAINTENANCE_STATES,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
} from "../../../../core/api/events/event-vocabulary.ts";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import {
  isCalendarDate,
  oneOf,
  useUrlFilters,
} from "../../../components/records/use-url-filters.ts";
import {
  EVENT_FILTER_LABELS,
  EVENTS_PAGE_SIZE,
  eventPageQuery,
  MAINTENANCE_FILTER_KEYS,
  type MaintenanceFilterKey,
} from "./event-filter-values.ts";
import { EventFiltersForm } from "./event-filters-form.tsx";
import { MaintenanceTable } from "./maintenance-table.tsx";

const STATE_CHOICES = [
  { value: "scheduled,in_progress", label: "Upcoming and in progress" },
  ...MAINTENANCE_STATES.map((state) => ({ value: state, label: MAINTENANCE_STATE_LABELS[state] })),
];
const TYPE_CHOICES = MAINTENANCE_TYPES.map((type) => ({
  value: type,
  label: MAINTENANCE_TYPE_LABELS[type],
}));

/** What the address may hold for the filters with fixed choices; anything else is dropped. */
const CHECKS = {
  state: oneOf(MAINTENANCE_STATES),
  type: oneOf(MAINTENANCE_TYPES),
  date_from: isCalendarDate,
  date_to: isCalendarDate,
};

export interface MaintenanceListProps {
  /** Filters the surrounding page fixes, e.g. `{ service: "SVC-10001" }` under a service. */
  readonly fixed?: Readonly<Partial<Record<MaintenanceFilterKey, string>>>;
  readonly caption?: string;
  readonly pageSize?: number;
}

const NO_FIXED = {};

/**
 * Maintenances with filters and paging, in the address like the ticket list. Reusable: a
 * service's page shows it with the service fixed.
 */
export function MaintenanceList({
  fixed = NO_FIXED,
  caption = "Maintenances",
  pageSize = EVENTS_PAGE_SIZE,
}: MaintenanceListProps) {
  const url = useUrlFilters(MAINTENANCE_FILTER_KEYS, CHECKS);
  const filters = { ...url.filters, ...fixed };
  const query = eventPageQuery(filters, url.page, pageSize) as MaintenanceQuery;
  const maintenances = useMaintenances(query);
  const { setFilters } = url;
  const change = useCallback(
    (patch: Partial<Record<string, string>>) =>
      setFilters(patch as Partial<Record<MaintenanceFilterKey, string>>),
    [setFilters],
  );
  const now = new Date();
  return (
    <section aria-label={caption}>
      <DroppedFiltersNotice dropped={url.dropped} labels={EVENT_FILTER_LABELS} />
      <EventFiltersForm
        label="Maintenance filters"
        filters={filters}
        fixed={fixed}
        states={STATE_CHOICES}
        types={TYPE_CHOICES}
        isFiltered={url.isFiltered}
        onChange={change}
        onClear={url.clearFilters}
      />
      <PagedResults
        view={maintenances}
        url={url}
        pageSize={pageSize}
        noun="maintenances"
        emptyTitle="No maintenances."
        emptyHint="Planned work on your services will be announced here."
      >
        {(results) => (
          <MaintenanceTable
            maintenances={results}
            caption={caption}
            hideServices={fixed.service !== undefined}
            now={now}
          />
        )}
      </PagedResults>
    </section>
  );
}
