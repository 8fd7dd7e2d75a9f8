import { type Section, SectionNav } from "../../../components/section-nav.tsx";
import { servicePath } from "../../../components/service-link.tsx";

/**
 * The tabs of a service's page, each an address under /services/:id/ so a link or Back opens
 * the same tab. "Metrics" charts its traffic (GET /services/{id}/metrics).
 */
export const SERVICE_TABS = ["", "metrics", "tickets", "maintenances", "outages"] as const;
export type ServiceTab = (typeof SERVICE_TABS)[number];

const LABELS: Readonly<Record<ServiceTab, string>> = {
  "": "Overview",
  metrics: "Metrics",
  tickets: "Tickets",
  maintenances: "Maintenances",
  outages: "Outages",
};

/** The tab a sub-path names ("" is the overview), or undefined for one that does not exist. */
export function serviceTabOf(subPath: string): ServiceTab | undefined {
  const tab = subPath.replace(/\/+$/, "").toLowerCase();
  return SERVICE_TABS.find((known) => known === tab);
}

export function serviceTabLabel(tab: ServiceTab): string {
  return LABELS[tab];
}

export function ServiceTabs({ id }: { readonly id: string }) {
  const base = servicePath(id);
  const sections: ReadonlyArray<Section> = SERVICE_TABS.map((tab) => ({
    to: tab === "" ? base : `${base}/${tab}`,
    label: LABELS[tab],
    end: true,
  }));
  return <SectionNav label="Service" sections={sections} />;
}
