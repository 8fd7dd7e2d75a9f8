import { useCallback } from "react";
import { css } from "../../../../../styled-system/css/index.js";
import { useTickets } from "../../../../adapters/react/index.ts";
import { Button } from "../../../components/button.tsx";
import { Pager } from "../../../components/nav/pager.tsx";
import { EmptyState, ErrorState, LoadingState } from "../shared/query-states.tsx";
import { useUrlFilters } from "../shared/use-url-filters.ts";
import { TicketExportButton } from "./ticket-export-button.tsx";
import {
  effectiveFilters,
  type FixedTicketFilters,
  TICKET_FILTER_KEYS,
  TICKETS_PAGE_SIZE,
  type TicketFilters,
  ticketFilterQuery,
  ticketPageQuery,
} from "./ticket-filter-values.ts";
import { TicketFiltersForm } from "./ticket-filters-form.tsx";
import { TicketTable } from "./ticket-table.tsx";

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
  pageSize = TICKETS_PAGE_SIZE,
  exportable = true,
}: TicketListProps) {
  const url = useUrlFilters(TICKET_FILTER_KEYS);
  const filters = effectiveFilters(url.filters, fixed);
  const tickets = useTickets(ticketPageQuery(filters, url.page, pageSize));
  const { setFilters } = url;
  const change = useCallback((patch: Partial<TicketFilters>) => setFilters(patch), [setFilters]);
  const now = new Date();

  return (
    <section aria-label={caption}>
      <TicketFiltersForm
        filters={filters}
        fixed={fixed}
        isFiltered={url.isFiltered}
        onChange={change}
        onClear={url.clearFilters}
      />
      {exportable && (
        <div className={css({ display: "flex", justifyContent: "flex-end", mb: "3" })}>
          <TicketExportButton query={ticketFilterQuery(filters)} />
        </div>
      )}
      {tickets.isPending ? (
        <LoadingState label="Loading tickets…" />
      ) : tickets.isError || tickets.data === undefined ? (
        <ErrorState
          message={tickets.error ?? "The tickets could not be loaded."}
          onRetry={tickets.refetch}
        />
      ) : tickets.data.results.length === 0 ? (
        <EmptyState
          title={
            url.isFiltered
              ? "No tickets match these filters."
              : url.page > 1
                ? "This page is past the end of the list."
                : "No tickets yet."
          }
        >
          {url.isFiltered ? (
            <Button variant="ghost" className={css({ mt: "2" })} onClick={url.clearFilters}>
              Clear filters
            </Button>
          ) : url.page > 1 ? (
            <Button variant="ghost" className={css({ mt: "2" })} onClick={() => url.setPage(1)}>
              Back to the first page
            </Button>
          ) : (
            "Tickets you and your colleagues open appear here."
          )}
        </EmptyState>
      ) : (
        <>
          <TicketTable
            tickets={tickets.data.results}
            caption={caption}
            hideService={fixed.service !== undefined}
            now={now}
          />
          <Pager
            count={tickets.data.count}
            page={url.page}
            pageSize={pageSize}
            onPageChange={url.setPage}
            noun="tickets"
          />
        </>
      )}
    </section>
  );
}
