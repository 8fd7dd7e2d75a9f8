import { Link } from "react-router-dom";
import { button } from "../../../../../styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/index.ts";
import { canCreateTicket } from "../../../../core/permissions/index.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { SupportNav } from "../shared/support-nav.tsx";
import { TicketList } from "./ticket-list.tsx";

/** /support/tickets: the company's tickets, filtered by the address (`?type=&classification=`...). */
export function TicketsPage() {
  usePageTitle("Tickets");
  const { permissions } = useSession();
  return (
    <>
      <PageHeader
        title="Tickets"
        subtitle="Requests to our service desk from you and your colleagues."
        actions={
          canCreateTicket(permissions) ? (
            <Link to="/support/tickets/create" className={button({ variant: "primary" })}>
              New ticket
            </Link>
          ) : undefined
        }
      />
      <SupportNav />
      <TicketList caption="Tickets" />
    </>
  );
}
