import { Schema } from "effect";
import { NULL_CHARACTERS_MESSAGE, typedText } from "../plain-text.ts";
import { tooLongMessage } from "../primitives.ts";

/**
 * A service's billing references (issue 47): the customer's cost centre and purchase order,
 * printed on every invoice line of the service and grouping the invoice by cost centre.
 * Either may be blank (none). The order wizard, the service page's form and
 * PUT /services/{id}/billing-references all check them with these rules.
 */

/** Longest cost centre or purchase order, as a finance system's reference field allows. */
export const BILLING_REFERENCE_MAX_LENGTH = 64;

/** Why a cost centre or purchase order is refused, or undefined when it is fine. */
export function billingReferenceProblem(text: string | undefined): string | undefined {
  if (text === undefined || text === "") return undefined;
  if (text.includes("\u0000")) return NULL_CHARACTERS_MESSAGE;
  return text.length > BILLING_REFERENCE_MAX_LENGTH
    ? tooLongMessage(BILLING_REFERENCE_MAX_LENGTH)
    : undefined;
}

/** A reference as it is stored and printed: outer spaces dropped ("" for none). */
export function normaliseBillingReference(text: string): string {
  return text.trim();
}

const BillingReference = typedText(BILLING_REFERENCE_MAX_LENGTH);

/** PUT /services/{id}/billing-references: both references ("" for none); answers ServiceDetail. */
export const BillingReferencesRequest = Schema.Struct({
  cost_centre: BillingReference,
  purchase_order: BillingReference,
});
export type BillingReferencesRequest = typeof BillingReferencesRequest.Type;

/** The path of a service's billing references. */
export function billingReferencesPath(serviceId: string): string {
  return `/services/${encodeURIComponent(serviceId)}/billing-references`;
}

/** How an invoice and the estimate name lines without a cost centre. */
export const NO_COST_CENTRE_LABEL = "No cost centre";
