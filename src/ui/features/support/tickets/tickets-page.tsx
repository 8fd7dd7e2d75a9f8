import { usePageTitle } from "../../../components/use-page-title.ts";
import { SupportHeader } from "../shared/support-header.tsx";
import { TicketList } from "./ticket-list.tsx";

/** /support/tickets: the company's tickets, filtered by the address (`?type=&classification=`...). */
export function TicketsPage() {
  usePageTitle("Tickets");
  return (
    <>
      <SupportHeader
        title="Tickets"
        subtitle="Requests to our service desk from you and your colleagues."
      />
      <TicketList caption="Tickets" />
    </>
  );
}
