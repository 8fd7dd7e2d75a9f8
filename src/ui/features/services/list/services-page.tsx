import { Link } from "react-router-dom";
import { button } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { canOrderService } from "../../../../core/permissions/index.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { ServicesNav } from "../shared/services-nav.tsx";
import { ServiceList } from "./service-list.tsx";

/** /services (All Services): the company's inventory, filtered by the address. */
export function ServicesPage() {
  usePageTitle("All Services");
  const { permissions } = useSession();
  return (
    <>
      <PageHeader
        title="All Services"
        subtitle="Your ports, cloud connects, EVPLs and other services."
        actions={
          canOrderService(permissions) ? (
            <Link className={button()} to="/services/create">
              Order a service
            </Link>
          ) : undefined
        }
      />
      <ServicesNav />
      <ServiceList
        caption="Services"
        emptyTitle="No services yet."
        emptyHint="Services you order appear here once the order is received."
      />
    </>
  );
}
