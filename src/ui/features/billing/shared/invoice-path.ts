/** The address of an invoice's page (its number is its id). */
export function invoicePath(id: string): string {
  return `/billing/invoices/${encodeURIComponent(id)}`;
}
