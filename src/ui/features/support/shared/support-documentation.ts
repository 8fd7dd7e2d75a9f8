import type { DocumentationLinks } from "../../../../core/config/runtime-config.ts";

/** The documentation of spec section 9 the ticket pages offer: the SLA and how to escalate. */
export const SUPPORT_DOCUMENTATION: ReadonlyArray<keyof DocumentationLinks> = [
  "sla",
  "service_desk_escalation",
];
