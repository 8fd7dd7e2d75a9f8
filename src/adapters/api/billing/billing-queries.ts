import { queryOptions } from "@tanstack/react-query";
import type { BillingApi } from "./billing-api.ts";

/**
 * Query keys and `queryOptions` factories of the billing module. Every key starts with
 * "invoices", so a dispute refreshes the invoice, every list and the summary at once.
 */
export const billingKeys = {
  all: ["invoices"],
  detail: (id: string) => ["invoices", "detail", id] as const,
  summary: ["invoices", "summary"],
} as const;

export function billingQueries(api: BillingApi) {
  return {
    invoice: (id: string) =>
      queryOptions({
        queryKey: billingKeys.detail(id),
        queryFn: ({ signal }) => api.invoice(id, signal),
      }),
  };
}

export type BillingQueries = ReturnType<typeof billingQueries>;
