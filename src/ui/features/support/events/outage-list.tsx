import { useCallback } from "react";
import { type OutageQuery, useOutages } from "../../../../adapters/react/index.ts";
import {
  OUTAGE_STATE_LABELS,
  OUTAGE_STATES,
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
  OUTAGE_FILTER_KEYS,
  type OutageFilterKey,
} from "./event-filter-values.ts";
import { EventFiltersForm } from "./event-filters-form.tsx";
import { OutageTable } from "./outage-table.tsx";

const STATE_CHOICES = OUTAGE_STATES.map((state) => ({
  value: state,
  label: OUTAGE_STATE_LABELS[state],
}));

/** What the address may hold for the filters with fixed choices; anything else is dropped. */
const CHECKS = {
  state: oneOf(OUTAGE_STATES),
  date_from: isCalendarDate,
  date_to: isCalendarDate,
};

export interface OutageListProps {
  /** Filters the surrounding page fixes, e.g. `{ service: "SVC-10001" }` under a service. */
  readonly fixed?: Readonly<Partial<Record<OutageFilterKey, string>>>;
  readonly caption?: string;
  readonly pageSize?: number;
}

const NO_FIXED = {};

/** Outages with filters and paging, in the address. Reusable with a fixed service. */
export function OutageList({
  fixed = NO_FIXED,
  caption = "Outages",
  pageSize = EVENTS_PAGE_SIZE,
}: OutageListProps) {
  const url = useUrlFilters(OUTAGE_FILTER_KEYS, CHECKS);
  const filters = { ...url.filters, ...fixed };
  const query = eventPageQuery(filters, url.page, pageSize) as OutageQuery;
  const outages = useOutages(query);
  const { setFilters } = url;
  const change = useCallback(
    (patch: Partial<Record<string, string>>) =>
      setFilters(patch as Partial<Record<OutageFilterKey, string>>),
    [setFilters],
  );
  const now = new Date();
  return (
    <section aria-label={caption}>
      <DroppedFiltersNotice dropped={url.dropped} labels={EVENT_FILTER_LABELS} />
      <EventFiltersForm
        label="Outage filters"
        filters={filters}
        fixed={fixed}
        states={STATE_CHOICES}
        isFiltered={url.isFiltered}
        onChange={change}
        onClear={url.clearFilters}
      />
      <PagedResults
        view={outages}
        url={url}
        pageSize={pageSize}
        noun="outages"
        emptyTitle="No outages."
        emptyHint="Faults affecting your services will be reported here."
      >
        {(results) => (
          <OutageTable
            outages={results}
            caption={caption}
            hideServices={fixed.service !== undefined}
            now={now}
          />
        )}
      </PagedResults>
    </section>
  );
}
