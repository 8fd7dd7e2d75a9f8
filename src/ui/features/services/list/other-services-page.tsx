import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { ServicesNav } from "../shared/services-nav.tsx";
import { ServiceList } from "./service-list.tsx";

const OTHER = { type: "other" } as const;

/** /services/other: the services that are neither ports nor connections. */
export function OtherServicesPage() {
  usePageTitle("Other services");
  return (
    <>
      <PageHeader
        title="Other services"
        subtitle="Cross connects, colocation and the services that are not ports or connections."
      />
      <ServicesNav />
      <ServiceList
        fixed={OTHER}
        caption="Other services"
        emptyTitle="No other services."
        emptyHint="Services other than ports, cloud connects and EVPLs appear here."
      />
    </>
  );
}
