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
