import type { ListFilterValues } from "../../../../core/api/define-list.ts";
import { TICKET_LIST } from "../../../../core/api/support/ticket-list-query.ts";
import { portalNow } from "../../../../core/clock.ts";
import { RecordList } from "../../../components/records/record-list.tsx";
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
 * Tickets with filters, search, paging and the CSV export (RecordList). The filters and the
 * page live in the address, so a link reproduces the view. Reusable: a service's page shows it
 * with the service fixed.
 */
export function TicketList({
  fixed = NO_FIXED,
  caption = "Tickets",
  pageSize = TICKET_LIST.pageSize,
  exportable = true,
}: TicketListProps) {
  const now = portalNow();
  return (
    <RecordList
      list={TICKET_LIST}
      label={caption}
      fixed={fixed}
      pageSize={pageSize}
      filterForm={(state) => <TicketFiltersForm {...state} />}
      {...(exportable ? { exportRows: ["ticket", "tickets"] as const } : {})}
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
    </RecordList>
  );
}
