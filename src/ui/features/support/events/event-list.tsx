import { type ReactNode, useCallback } from "react";
import type { QueryView } from "../../../../adapters/react/index.ts";
import { pageQuery } from "../../../../core/api/page-window.ts";
import { portalNow } from "../../../../core/clock.ts";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { type FilterCheck, useUrlFilters } from "../../../components/records/use-url-filters.ts";
import {
  type Choice,
  EVENT_FILTER_LABELS,
  EVENTS_PAGE_SIZE,
  type EventFilterKey,
} from "./event-filter-values.ts";
import { EventFiltersForm } from "./event-filters-form.tsx";

/** What one kind of event list declares; EventList does the rest the same for each. */
export interface EventListKind<K extends EventFilterKey, Query, T> {
  readonly keys: ReadonlyArray<K>;
  /** What the address may hold for the filters with fixed choices; anything else is dropped. */
  readonly checks: Partial<Record<K, FilterCheck>>;
  /** The list's query hook (a module constant, so the hook order never changes). */
  readonly useRecords: (
    query: Query,
  ) => QueryView<{ readonly count: number; readonly results: ReadonlyArray<T> }>;
  /** "Maintenance filters". */
  readonly filtersLabel: string;
  readonly states: ReadonlyArray<Choice>;
  readonly types?: ReadonlyArray<Choice>;
  /** The records in the plural, lower case, and what an empty, unfiltered list says. */
  readonly noun: string;
  readonly emptyTitle: string;
  readonly emptyHint: string;
  readonly table: (
    results: ReadonlyArray<T>,
    shown: { readonly caption: string; readonly hideServices: boolean; readonly now: Date },
  ) => ReactNode;
}

export interface EventListProps<K extends EventFilterKey> {
  /** Filters the surrounding page fixes, e.g. `{ service: "SVC-10001" }` under a service. */
  readonly fixed?: Readonly<Partial<Record<K, string>>>;
  readonly caption: string;
  readonly pageSize?: number;
}

const NO_FIXED = {};

/**
 * Maintenances or outages with filters and paging kept in the address, like the ticket list.
 * Reusable: a service's page shows it with the service fixed (its column then hidden).
 */
export function EventList<K extends EventFilterKey, Query, T>({
  kind,
  fixed = NO_FIXED as Readonly<Partial<Record<K, string>>>,
  caption,
  pageSize = EVENTS_PAGE_SIZE,
}: EventListProps<K> & { readonly kind: EventListKind<K, Query, T> }) {
  const url = useUrlFilters(kind.keys, kind.checks);
  const filters = { ...url.filters, ...fixed };
  const records = kind.useRecords(pageQuery(filters, url.page, pageSize) as Query);
  const { setFilters } = url;
  const change = useCallback(
    (patch: Partial<Record<EventFilterKey, string>>) =>
      setFilters(patch as Partial<Record<K, string>>),
    [setFilters],
  );
  const now = portalNow();
  const hideServices = (fixed as Partial<Record<EventFilterKey, string>>).service !== undefined;
  return (
    <section aria-label={caption}>
      <DroppedFiltersNotice dropped={url.dropped} labels={EVENT_FILTER_LABELS} />
      <EventFiltersForm
        label={kind.filtersLabel}
        filters={filters}
        fixed={fixed}
        states={kind.states}
        {...(kind.types === undefined ? {} : { types: kind.types })}
        isFiltered={url.isFiltered}
        onChange={change}
        onClear={url.clearFilters}
      />
      <PagedResults
        view={records}
        url={url}
        pageSize={pageSize}
        noun={kind.noun}
        emptyTitle={kind.emptyTitle}
        emptyHint={kind.emptyHint}
      >
        {(results) => kind.table(results, { caption, hideServices, now })}
      </PagedResults>
    </section>
  );
}
