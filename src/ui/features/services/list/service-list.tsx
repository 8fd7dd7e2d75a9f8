import { useCallback } from "react";
import { flex } from "../../../../../styled-system/patterns/index.js";
import { useServices } from "../../../../adapters/react/index.ts";
import { filledFilters, pageQuery } from "../../../../core/api/page-window.ts";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { ServiceExportButton } from "./service-export-button.tsx";
import {
  effectiveServiceFilters,
  type FixedServiceFilters,
  SERVICE_FILTER_CHECKS,
  SERVICE_FILTER_KEYS,
  SERVICE_FILTER_LABELS,
  SERVICES_PAGE_SIZE,
  type ServiceFilters,
} from "./service-filter-values.ts";
import { ServiceFiltersForm } from "./service-filters-form.tsx";
import { ServiceTable } from "./service-table.tsx";

export interface ServiceListProps {
  /** Filters the page fixes (`{ type: "other" }` on /services/other); their controls are hidden. */
  readonly fixed?: FixedServiceFilters;
  readonly caption: string;
  readonly emptyTitle: string;
  readonly emptyHint: string;
}

const NO_FIXED: FixedServiceFilters = {};

/**
 * Services with filters, search, paging and the CSV export. The filters and the page live in
 * the address, so a link (a dashboard figure) reproduces the view; a value the list does not
 * know is dropped with a notice instead of failing the list.
 */
export function ServiceList({
  fixed = NO_FIXED,
  caption,
  emptyTitle,
  emptyHint,
}: ServiceListProps) {
  const url = useUrlFilters(SERVICE_FILTER_KEYS, SERVICE_FILTER_CHECKS);
  const filters = effectiveServiceFilters(url.filters, fixed);
  const services = useServices(pageQuery(filters, url.page, SERVICES_PAGE_SIZE));
  const { setFilters } = url;
  const change = useCallback((patch: Partial<ServiceFilters>) => setFilters(patch), [setFilters]);

  return (
    <section aria-label={caption}>
      <DroppedFiltersNotice dropped={url.dropped} labels={SERVICE_FILTER_LABELS} />
      <ServiceFiltersForm
        filters={filters}
        fixed={fixed}
        isFiltered={url.isFiltered}
        onChange={change}
        onClear={url.clearFilters}
      />
      <div className={flex({ justifyContent: "flex-end", mb: "3" })}>
        <ServiceExportButton query={filledFilters(filters)} />
      </div>
      <PagedResults
        view={services}
        url={url}
        pageSize={SERVICES_PAGE_SIZE}
        noun="services"
        emptyTitle={emptyTitle}
        emptyHint={emptyHint}
      >
        {(results) => (
          <ServiceTable services={results} caption={caption} hideType={fixed.type !== undefined} />
        )}
      </PagedResults>
    </section>
  );
}
