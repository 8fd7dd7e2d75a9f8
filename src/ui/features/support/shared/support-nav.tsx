import { type Section, SectionNav } from "../../../components/section-nav.tsx";

const SECTIONS: ReadonlyArray<Section> = [
  { to: "/support", label: "Overview", end: true },
  { to: "/support/tickets", label: "Tickets" },
  { to: "/support/maintenances", label: "Maintenances" },
  { to: "/support/outages", label: "Outages" },
];

/** The sections of the support desk; the current one is marked for assistive technology. */
export function SupportNav() {
  return <SectionNav label="Support" sections={SECTIONS} />;
}
