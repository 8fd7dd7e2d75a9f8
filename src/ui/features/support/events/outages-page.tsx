import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { SupportNav } from "../shared/support-nav.tsx";
import { OutageList } from "./outage-list.tsx";

/** /support/outages: faults that affected the company's services, ongoing ones first. */
export function OutagesPage() {
  usePageTitle("Outages");
  return (
    <>
      <PageHeader
        title="Outages"
        subtitle="Faults affecting your services, and how they were resolved."
      />
      <SupportNav />
      <OutageList />
    </>
  );
}
