import type { WebhookEvent } from "./webhook-outbox.ts";

/**
 * The events of the modules' writes as webhooks carry them (issue 43): one function per event
 * type, so a receiver reads the same shape whichever write made it. Records are named as the
 * API names them (a service by its public id, a ticket by its key, an invoice by its number).
 */
interface ServiceRef {
  readonly publicId: string;
  readonly name: string;
}

export const serviceStatusChanged = (
  companyId: number,
  service: ServiceRef,
  from: string | null,
  to: string,
  at: Date,
): WebhookEvent => ({
  companyId,
  type: "service.status_changed",
  data: {
    service: { id: service.publicId, name: service.name },
    previous_status: from,
    status: to,
  },
  at,
});

export const orderStatusChanged = (
  companyId: number,
  service: ServiceRef,
  orderType: string,
  from: string | null,
  to: string,
  at: Date,
): WebhookEvent => ({
  companyId,
  type: "order.status_changed",
  data: {
    order: { service: service.publicId, name: service.name, type: orderType },
    previous_status: from,
    status: to,
  },
  at,
});

export const changeOrderStatusChanged = (
  companyId: number,
  reference: string,
  servicePublicId: string,
  from: string | null,
  to: string,
  at: Date,
): WebhookEvent => ({
  companyId,
  type: "change_order.status_changed",
  data: {
    change_order: { id: reference, service: servicePublicId },
    previous_status: from,
    status: to,
  },
  at,
});

export const ticketUpdated = (
  companyId: number,
  key: string,
  change: "status" | "comment" | "fields",
  status: string | null,
  at: Date,
): WebhookEvent => ({
  companyId,
  type: "ticket.updated",
  data: { ticket: { key }, change, ...(status === null ? {} : { status }) },
  at,
});

interface MaintenanceFacts {
  readonly reference: string;
  readonly title: string;
  readonly state: string;
  readonly windowStart: Date;
  readonly windowEnd: Date;
}

/** A maintenance as every maintenance event's `data.maintenance` opens. */
const maintenanceData = (maintenance: MaintenanceFacts) => ({
  reference: maintenance.reference,
  title: maintenance.title,
  state: maintenance.state,
  window_start: maintenance.windowStart.toISOString(),
  window_end: maintenance.windowEnd.toISOString(),
});

export const maintenanceCreated = (
  companyId: number,
  maintenance: MaintenanceFacts,
  at: Date,
): WebhookEvent => ({
  companyId,
  type: "maintenance.created",
  data: { maintenance: maintenanceData(maintenance) },
  at,
});

interface OutageFacts {
  readonly reference: string;
  readonly title: string;
  readonly state: string;
  readonly startedAt: Date;
  readonly expectedEndAt?: Date | null;
  readonly resolvedAt?: Date | null;
}

/** An outage's event: made, updated by a notice, or resolved; the notice when one came. */
export const outageEvent = (
  type: "outage.created" | "outage.updated" | "outage.resolved",
  companyId: number,
  outage: OutageFacts,
  at: Date,
  notice?: string,
): WebhookEvent => ({
  companyId,
  type,
  data: {
    outage: {
      reference: outage.reference,
      title: outage.title,
      state: outage.state,
      started_at: outage.startedAt.toISOString(),
      expected_end_at: outage.expectedEndAt?.toISOString() ?? null,
      resolved_at: outage.resolvedAt?.toISOString() ?? null,
    },
    ...(notice === undefined ? {} : { notice }),
  },
  at,
});

export const outageCreated = (companyId: number, outage: OutageFacts, at: Date): WebhookEvent =>
  outageEvent("outage.created", companyId, outage, at);

export const invoiceIssued = (
  companyId: number,
  invoice: { number: string; issueDate: string; dueDate: string },
  at: Date,
): WebhookEvent => ({
  companyId,
  type: "invoice.issued",
  data: {
    invoice: { number: invoice.number, issue_date: invoice.issueDate, due_date: invoice.dueDate },
  },
  at,
});

/**
 * A maintenance changed by the provider's staff (rescheduled, described anew, its services
 * changed) or cancelled: its facts after the change, and the notice that said what changed
 * (a cancellation's reason).
 */
export const maintenanceChanged = (
  type: "maintenance.updated" | "maintenance.cancelled",
  companyId: number,
  maintenance: MaintenanceFacts & {
    readonly services: ReadonlyArray<{ readonly id: string }>;
  },
  at: Date,
  notice: string,
): WebhookEvent => ({
  companyId,
  type,
  data: {
    maintenance: {
      ...maintenanceData(maintenance),
      services: maintenance.services.map((service) => service.id),
    },
    ...(type === "maintenance.cancelled" ? { reason: notice } : { notice }),
  },
  at,
});
