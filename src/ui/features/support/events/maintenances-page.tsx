import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { SupportNav } from "../shared/support-nav.tsx";
import { MaintenanceList } from "./maintenance-list.tsx";

/** /support/maintenances: planned and emergency work on the company's services. */
export function MaintenancesPage() {
  usePageTitle("Maintenances");
  return (
    <>
      <PageHeader title="Maintenances" subtitle="Planned and emergency work on your services." />
      <SupportNav />
      <MaintenanceList />
    </>
  );
}
