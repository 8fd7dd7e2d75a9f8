import { type Section, SectionNav } from "../../../components/section-nav.tsx";

const SECTIONS: ReadonlyArray<Section> = [
  { to: "/billing", label: "Overview", end: true },
  { to: "/billing/invoices", label: "Invoices" },
];

/** The sections of the billing module; the current one is marked. */
export function BillingNav() {
  return <SectionNav label="Billing" sections={SECTIONS} />;
}
