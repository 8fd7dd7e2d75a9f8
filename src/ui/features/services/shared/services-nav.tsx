import { type Section, SectionNav } from "../../../components/section-nav.tsx";

const SECTIONS: ReadonlyArray<Section> = [
  { to: "/services", label: "All services", end: true },
  { to: "/services/other", label: "Other services" },
  { to: "/services/network", label: "Network services" },
  { to: "/services/contract", label: "Contracts" },
  // Where a customer looks for what a new service would cost (issue 40: /pricing was linked
  // from nowhere); every signed-in user may open it.
  { to: "/pricing", label: "Prices" },
];

/** The sections of the services module; the current one is marked. */
export function ServicesNav() {
  return <SectionNav label="Services" sections={SECTIONS} />;
}
