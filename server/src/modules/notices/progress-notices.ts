import type { ServerContext } from "../../context.ts";
import { mailContacts } from "./contact-mail.ts";

/**
 * A step of an order or a change order (received, validated, live, failed; a change done or
 * failed): the company's contacts for order progress on that service, with the same sentence
 * the ordering user hears (orders.ts, service-change-progress.ts).
 */
export function mailOrderProgress(
  ctx: ServerContext,
  companyId: number,
  servicePublicId: string,
  message: string,
): Promise<number> {
  return mailContacts(ctx, companyId, {
    kind: "orders",
    services: [servicePublicId],
    subject: message,
    body: message,
    path: `/services/${servicePublicId}`,
  });
}

/** A new invoice of the company: its contacts for invoices, whatever services they follow. */
export function mailInvoiceIssued(
  ctx: ServerContext,
  companyId: number,
  invoice: {
    readonly id: number;
    readonly number: string;
    readonly issueDate: string;
    readonly dueDate: string;
  },
): Promise<number> {
  const message = `Invoice ${invoice.number} issued on ${invoice.issueDate}, due on ${invoice.dueDate}.`;
  return mailContacts(ctx, companyId, {
    kind: "invoices",
    services: [],
    subject: `Invoice ${invoice.number} issued`,
    body: message,
    // The portal and the API name an invoice by its number, never by the row's id.
    path: `/billing/invoices/${encodeURIComponent(invoice.number)}`,
  });
}
