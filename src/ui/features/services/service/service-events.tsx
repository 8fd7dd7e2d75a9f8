import { MaintenanceList, OutageList, TicketList } from "../../support/index.ts";
import type { ServiceTab } from "./service-tabs.tsx";

/**
 * A service's tickets, maintenances or outages: the support desk's own lists with the service
 * fixed, so their filters, paging and states are the same as under /support.
 */
export function ServiceEvents({
  serviceId,
  tab,
}: {
  readonly serviceId: string;
  readonly tab: Exclude<ServiceTab, "" | "metrics">;
}) {
  const fixed = { service: serviceId };
  if (tab === "tickets") {
    return <TicketList fixed={fixed} caption="Tickets about this service" exportable={false} />;
  }
  if (tab === "maintenances") {
    return <MaintenanceList fixed={fixed} caption="Maintenances of this service" />;
  }
  return <OutageList fixed={fixed} caption="Outages of this service" />;
}
