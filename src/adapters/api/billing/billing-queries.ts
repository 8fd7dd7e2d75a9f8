import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { BillingApi, InvoiceQuery } from "./billing-api.ts";

/**
 * Query keys and `queryOptions` factories of the billing module. Every key starts with
 * "invoices", so a dispute refreshes the invoice, every list and the summary at once.
 */
export const billingKeys = {
  all: ["invoices"],
  lists: ["invoices", "list"],
  list: (query: InvoiceQuery) => ["invoices", "list", query] as const,
  detail: (id: string) => ["invoices", "detail", id] as const,
  summary: ["invoices", "summary"],
} as const;

export function billingQueries(api: BillingApi) {
  return {
    /** A page of invoices; the previous page stays on screen while the next loads. */
    invoices: (query: InvoiceQuery) =>
      queryOptions({
        queryKey: billingKeys.list(query),
        queryFn: ({ signal }) => api.invoices(query, signal),
        placeholderData: keepPreviousData,
      }),
    invoice: (id: string) =>
      queryOptions({
        queryKey: billingKeys.detail(id),
        queryFn: ({ signal }) => api.invoice(id, signal),
      }),
  };
}

export type BillingQueries = ReturnType<typeof billingQueries>;
