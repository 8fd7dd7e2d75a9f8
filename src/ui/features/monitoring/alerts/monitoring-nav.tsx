import { type Section, SectionNav } from "../../../components/section-nav.tsx";

const SECTIONS: ReadonlyArray<Section> = [
  { to: "/monitoring", label: "Utilisation", end: true },
  { to: "/monitoring/alerts", label: "Alerts", end: true },
  { to: "/monitoring/alert-rules", label: "Alert rules", end: true },
];

/** The monitoring sections: utilisation, the alert history and the alert rules (issue 48). */
export function MonitoringNav() {
  return <SectionNav label="Monitoring" sections={SECTIONS} />;
}
