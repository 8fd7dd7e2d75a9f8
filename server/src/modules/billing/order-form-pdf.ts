import { and, eq } from "drizzle-orm";
import { termLabel } from "../../../../src/core/api/billing/order-form.ts";
import { minorUnitsOf, moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";
import type { Money } from "../../../../src/core/api/primitives.ts";
import {
  CLOUD_PROVIDER_LABELS,
  SERVICE_TYPE_LABELS,
  type ServiceDetail,
  type ServiceEnd,
} from "../../../../src/core/api/services/index.ts";
import { formatBandwidth } from "../../../../src/core/format/bandwidth.ts";
import { formatMoneyOf } from "../../../../src/core/format/money.ts";
import type { ServerContext } from "../../context.ts";
import { serviceOrders, services } from "../../db/schema.ts";
import type { FlowDocument } from "../../pdf/flow-document.ts";
import type { Letterhead } from "../../pdf/letterhead.ts";
import { serviceDetail } from "../services/service-detail.ts";
import {
  billingDocument,
  type InvoiceParties,
  invoiceParties,
  printParties,
} from "./invoice-pdf.ts";

/** What the order form prints: the ordered service as it stands, its order and both parties. */
export interface OrderForm {
  readonly service: ServiceDetail;
  /** The portal's order number, null for a service ordered before the portal's wizard. */
  readonly orderNumber: string | null;
  readonly parties: InvoiceParties;
}

/**
 * The order of the company's service {publicId}: 404 (from serviceDetail) for an unknown id
 * or another company's service, as for the order's status.
 */
export async function orderForm(
  ctx: ServerContext,
  companyId: number,
  publicId: string,
): Promise<OrderForm> {
  const service = await serviceDetail(ctx, companyId, publicId);
  const [order] = await ctx.db
    .select({ id: serviceOrders.id })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .where(and(eq(services.companyId, companyId), eq(services.publicId, publicId)));
  return {
    service,
    orderNumber: order === undefined ? null : String(order.id),
    parties: await invoiceParties(ctx, companyId),
  };
}

function end(document: FlowDocument, label: string, at: ServiceEnd): void {
  const where = [at.location.name, at.location.metro, at.location.country].filter(Boolean);
  document.field(label, where.join(", "));
  if (at.port) document.field(`${label} port`, `${at.port.id} ${at.port.name}`);
  if (at.vlan !== null) document.field(`${label} VLAN`, String(at.vlan));
}

/** The charges over the whole term (MRC x months + NRC), in minor units; null month to month. */
function termValue(service: ServiceDetail): Money | null {
  const mrc = minorUnitsOf(service.mrc);
  const nrc = minorUnitsOf(service.nrc);
  if (service.term_months === 0 || mrc === undefined || nrc === undefined) return null;
  return moneyOfMinorUnits(mrc * service.term_months + nrc, service.mrc.currency);
}

/**
 * The order form as a PDF through the same writer as the invoice: the provider and the
 * customer with their legal details, the order's number and date, the purchase order, the
 * ordered product and its configuration, the term, and the charges (MRC, NRC and the
 * term's value) in the order's currency, formatted by src/core.
 */
export function renderOrderForm(form: OrderForm, letterhead: Letterhead): Uint8Array {
  const { service, parties } = form;
  const orderedOn = service.ordered_at.slice(0, 10);
  const { document, footer } = billingDocument(letterhead, parties, {
    title: `Order form ${service.id}`,
    about: service.product.name,
    created: new Date(service.ordered_at),
  });
  if (form.orderNumber !== null) document.field("Order number", form.orderNumber);
  document
    .field("Service", service.id)
    .field("Order date", orderedOn)
    .field("Purchase order", service.purchase_order || "None given")
    .field("Cost centre", service.cost_centre || "None given");
  printParties(document, parties, { provider: "Provider", customer: "Customer" });

  document.heading("Ordered");
  document
    .field("Product", service.product.name)
    .field("Type", SERVICE_TYPE_LABELS[service.type])
    .field("Name", service.custom_name ?? service.name)
    .field(service.type === "port" ? "Speed" : "Bandwidth", formatBandwidth(service.speed_mbps));
  end(document, service.b_end === null ? "Location" : "A end", service.a_end);
  if (service.b_end !== null) end(document, "B end", service.b_end);
  if (service.port) {
    if (service.port.media) document.field("Media", service.port.media);
    if (service.port.diversity_zone) document.field("Diversity zone", service.port.diversity_zone);
  }
  if (service.cloud_connect) {
    document.field("Cloud", CLOUD_PROVIDER_LABELS[service.cloud_connect.provider]);
    if (service.cloud_connect.region) document.field("Region", service.cloud_connect.region);
  }

  document.heading("Term and charges");
  document.field("Term", termLabel(service.term_months)).field("Currency", service.mrc.currency);
  document.table(
    [
      { header: "Charge", weight: 3 },
      { header: "Amount", weight: 1, align: "right" },
    ],
    [
      ["Monthly recurring charge (MRC)", formatMoneyOf(service.mrc)],
      ["One-off installation charge (NRC)", formatMoneyOf(service.nrc)],
    ],
  );
  const value = termValue(service);
  if (value !== null) {
    document.totals([{ label: "Total over the term", value: formatMoneyOf(value), strong: true }]);
  }
  document.paragraph(
    "Charges exclude tax, which is added on each invoice at the rate that applies. Monthly charges start on the day the service goes live and are prorated in that month.",
  );
  return document.finish(footer);
}
