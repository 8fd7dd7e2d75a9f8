import type { FieldOption, TemplateFieldKind } from "../../../../src/core/api/support/index.ts";
import {
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketStatus,
} from "../../../../src/core/api/support/index.ts";

/**
 * The service desk's configuration: request types with their classifications and template
 * fields, and the workflow. Seeded once; the portal reads it through the support endpoints.
 */

export interface DemoTemplateField {
  readonly name: string;
  readonly label: string;
  readonly kind: TemplateFieldKind;
  readonly required: boolean;
  readonly helpText?: string;
  readonly options?: ReadonlyArray<FieldOption>;
}

export interface DemoRequestType {
  readonly key: "technical" | "service" | "billing" | "maintenance";
  readonly name: string;
  readonly description: string;
  readonly requiresService: boolean;
  readonly classifications: ReadonlyArray<string>;
  readonly fields: ReadonlyArray<DemoTemplateField>;
}

const choices = (...labels: string[]): FieldOption[] =>
  labels.map((label) => ({ value: label.toLowerCase().replace(/[^a-z0-9]+/g, "_"), label }));

export const DEMO_REQUEST_TYPES: ReadonlyArray<DemoRequestType> = [
  {
    key: "technical",
    name: "Technical issue",
    description: "A service is down, degraded or behaving unexpectedly.",
    requiresService: true,
    classifications: [
      "Service down",
      "Packet loss",
      "High latency",
      "Interface errors or flapping",
      "BGP session issue",
      "Cloud connectivity",
    ],
    fields: [
      {
        name: "impact",
        label: "Business impact",
        kind: "select",
        required: true,
        options: choices("Service down", "Degraded", "Intermittent", "No impact yet"),
      },
      { name: "started_on", label: "Started on", kind: "date", required: true },
      {
        name: "troubleshooting",
        label: "What have you checked?",
        kind: "textarea",
        required: false,
        helpText: "Traceroutes, light levels, interface counters, recent changes on your side.",
      },
      { name: "site_contact", label: "On-site contact", kind: "text", required: false },
    ],
  },
  {
    key: "service",
    name: "Service request",
    description: "A change to a service: configuration, cross-connects, access, speed.",
    requiresService: false,
    classifications: [
      "Configuration change",
      "Cross-connect",
      "Data centre access",
      "Speed change",
      "Cancellation",
    ],
    fields: [
      { name: "requested_date", label: "Preferred date", kind: "date", required: false },
      {
        name: "change_window",
        label: "Change window",
        kind: "select",
        required: true,
        options: choices("Business hours", "Out of hours", "Next maintenance window"),
      },
      { name: "purchase_order", label: "Purchase order", kind: "text", required: false },
    ],
  },
  {
    key: "billing",
    name: "Billing question",
    description: "Invoices, credits, payments and billing contacts.",
    requiresService: false,
    classifications: ["Invoice query", "Credit request", "Payment", "Billing contact change"],
    fields: [
      {
        name: "invoice_number",
        label: "Invoice number",
        kind: "text",
        required: false,
        helpText: "As printed on the invoice, e.g. INV-2026-00418.",
      },
      { name: "amount", label: "Amount in question", kind: "text", required: false },
    ],
  },
  {
    key: "maintenance",
    name: "Maintenance query",
    description: "Questions about planned or emergency maintenance and its impact.",
    requiresService: false,
    classifications: ["Impact question", "Reschedule request", "Emergency maintenance"],
    fields: [
      {
        name: "maintenance_reference",
        label: "Maintenance reference",
        kind: "text",
        required: true,
        helpText: "The MNT-... reference from the maintenance notice.",
      },
      { name: "affected_service", label: "Affected service", kind: "service", required: false },
    ],
  },
];

export const DEMO_STATUSES = TICKET_STATUSES.map((key, position) => ({
  key,
  name: TICKET_STATUS_LABELS[key],
  position,
}));

interface DemoTransition {
  readonly name: string;
  readonly from: TicketStatus;
  readonly to: TicketStatus;
  readonly actor: "customer" | "agent";
}

/**
 * The workflow. Customers resolve, reopen, close and respond; the desk's agents start work,
 * ask for information and resolve. Closed is final.
 */
export const DEMO_TRANSITIONS: ReadonlyArray<DemoTransition> = [
  { name: "Mark as resolved", from: "open", to: "resolved", actor: "customer" },
  { name: "Mark as resolved", from: "in_progress", to: "resolved", actor: "customer" },
  { name: "Respond", from: "waiting_for_customer", to: "in_progress", actor: "customer" },
  { name: "Mark as resolved", from: "waiting_for_customer", to: "resolved", actor: "customer" },
  { name: "Reopen", from: "resolved", to: "open", actor: "customer" },
  { name: "Close", from: "resolved", to: "closed", actor: "customer" },
  { name: "Start progress", from: "open", to: "in_progress", actor: "agent" },
  { name: "Request information", from: "in_progress", to: "waiting_for_customer", actor: "agent" },
  { name: "Resolve", from: "in_progress", to: "resolved", actor: "agent" },
  { name: "Close", from: "resolved", to: "closed", actor: "agent" },
];
