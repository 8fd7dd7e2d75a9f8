/**
 * GET /services/order_status/{id}/order-form -> application/pdf (write billing): the order
 * form of the order that created service {id}, made on request. It sits beside the order's
 * status (GET /services/order_status/{id}) because it names the same order; the spec gives
 * it to billing write ("downloading an invoice or order form"). Another company's service is
 * 404, like the invoice's PDF.
 */
export const orderFormPath = (serviceId: string): string =>
  `/services/order_status/${encodeURIComponent(serviceId)}/order-form`;

/** The name the browser saves the order form under. */
export const orderFormFilename = (serviceId: string): string => `Order-form-${serviceId}.pdf`;

/** A term for people: 0 months is month to month (DESIGN.md section 8). */
export function termLabel(months: number): string {
  if (months === 0) return "Month to month";
  return months === 1 ? "1 month" : `${months} months`;
}

/**
 * The purchase order travels in the service's description ("Purchase order PO-123"), the one
 * free text the order keeps: these two write and read it the same way.
 */
const PURCHASE_ORDER_PREFIX = "Purchase order ";

export function purchaseOrderDescription(purchaseOrder: string): string {
  const trimmed = purchaseOrder.trim();
  return trimmed === "" ? "" : `${PURCHASE_ORDER_PREFIX}${trimmed}`;
}

export function purchaseOrderOf(description: string): string | null {
  if (!description.startsWith(PURCHASE_ORDER_PREFIX)) return null;
  const purchaseOrder = description.slice(PURCHASE_ORDER_PREFIX.length).trim();
  return purchaseOrder === "" ? null : purchaseOrder;
}
