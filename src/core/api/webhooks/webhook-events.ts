/**
 * The events a webhook endpoint may subscribe to (issue 43), in the order the form shows them.
 * `ping` is not among them: POST /webhooks/{id}/test sends it to any endpoint, subscribed or not.
 */
export const WEBHOOK_EVENT_TYPES = [
  "service.status_changed",
  "order.status_changed",
  "change_order.status_changed",
  "maintenance.created",
  "maintenance.updated",
  "maintenance.cancelled",
  "outage.created",
  "outage.updated",
  "outage.resolved",
  "ticket.updated",
  "invoice.issued",
  "alert.fired",
  "alert.resolved",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event a test delivery carries. */
export const PING_EVENT = "ping";

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  "service.status_changed": "Service status changed",
  "order.status_changed": "Order status changed",
  "change_order.status_changed": "Change order status changed",
  "maintenance.created": "Maintenance created",
  "maintenance.updated": "Maintenance updated",
  "maintenance.cancelled": "Maintenance cancelled",
  "outage.created": "Outage created",
  "outage.updated": "Outage updated",
  "outage.resolved": "Outage resolved",
  "ticket.updated": "Ticket updated",
  "invoice.issued": "Invoice issued",
  "alert.fired": "Alert fired",
  "alert.resolved": "Alert resolved",
};

/** The label of an event the server answered, or the event itself (ping, or one this portal does not know). */
export function webhookEventLabel(type: string): string {
  return (WEBHOOK_EVENT_LABELS as Readonly<Record<string, string>>)[type] ?? type;
}
