import { type Section, SectionNav } from "../../../components/section-nav.tsx";

const SECTIONS: ReadonlyArray<Section> = [
  { to: "/services", label: "All services", end: true },
  { to: "/services/other", label: "Other services" },
  { to: "/services/network", label: "Network services" },
  { to: "/services/contract", label: "Contracts" },
];

/** The sections of the services module; the current one is marked. */
export function ServicesNav() {
  return <SectionNav label="Services" sections={SECTIONS} />;
}
