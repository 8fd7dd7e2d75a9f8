import { useCallback } from "react";
import { flex } from "../../../../../styled-system/patterns/index.js";
import { useTickets } from "../../../../adapters/react/index.ts";
import type { ListFilterValues } from "../../../../core/api/define-list.ts";
import { pageQuery } from "../../../../core/api/page-window.ts";
import { TICKET_LIST } from "../../../../core/api/support/ticket-list-query.ts";
import { portalNow } from "../../../../core/clock.ts";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { TicketExportButton } from "./ticket-export-button.tsx";
import { TicketFiltersForm } from "./ticket-filters-form.tsx";
import { TicketTable } from "./ticket-table.tsx";

type TicketFilters = ListFilterValues<typeof TICKET_LIST>;
/** Filters placed by the page around the list (a service's tickets); the user cannot change them. */
export type FixedTicketFilters = Partial<TicketFilters>;

export interface TicketListProps {
  /**
   * Filters the surrounding page sets and the user cannot change, e.g. `{ service: "SVC-10001" }`
   * under /services/:id/tickets; their controls are not shown.
   */
  readonly fixed?: FixedTicketFilters;
  /** What the table is, for assistive technology. */
  readonly caption?: string;
  readonly pageSize?: number;
  /** Offer the CSV export of the filtered list (default true). */
  readonly exportable?: boolean;
}

const NO_FIXED: FixedTicketFilters = {};

/**
 * Tickets with filters, search, paging and the CSV export. The filters and the page live in
 * the address, so a link reproduces the view. Reusable: a service's page shows it with the
 * service fixed.
 */
export function TicketList({
  fixed = NO_FIXED,
  caption = "Tickets",
  pageSize = TICKET_LIST.pageSize,
  exportable = true,
}: TicketListProps) {
  const url = useUrlFilters(TICKET_LIST.filterKeys, TICKET_LIST.filterChecks);
  // The fixed filters over what the address says.
  const filters: TicketFilters = { ...url.filters, ...fixed };
  const tickets = useTickets(pageQuery(filters, url.page, pageSize));
  const { setFilters } = url;
  const change = useCallback((patch: Partial<TicketFilters>) => setFilters(patch), [setFilters]);
  const now = portalNow();

  return (
    <section aria-label={caption}>
      <DroppedFiltersNotice dropped={url.dropped} labels={TICKET_LIST.filterLabels} />
      <TicketFiltersForm
        filters={filters}
        fixed={fixed}
        isFiltered={url.isFiltered}
        onChange={change}
        onClear={url.clearFilters}
      />
      {exportable && (
        <div className={flex({ justifyContent: "flex-end", mb: "3" })}>
          <TicketExportButton query={TICKET_LIST.exportQuery(filters)} />
        </div>
      )}
      <PagedResults
        view={tickets}
        url={url}
        pageSize={pageSize}
        noun="tickets"
        emptyTitle="No tickets yet."
        emptyHint="Tickets you and your colleagues open appear here."
      >
        {(results) => (
          <TicketTable
            tickets={results}
            caption={caption}
            hideService={fixed.service !== undefined}
            now={now}
          />
        )}
      </PagedResults>
    </section>
  );
}
