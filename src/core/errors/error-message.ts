import {
  CUSTOMER_STATUS_MESSAGES,
  IMPERSONATION_FAILURE_MESSAGE,
  STATUS_TEXTS,
} from "./catalogue.ts";
import { detailOf, nonFieldErrorsOf } from "./error-body.ts";
import { customerWording } from "./field-wording.ts";
import type { RequestFailure } from "./request-failures.ts";

function hasStatusText(status: number): status is keyof typeof STATUS_TEXTS {
  return Object.hasOwn(STATUS_TEXTS, status);
}

/**
 * The body of the generic error notice (spec section 8), the first that applies:
 * 1. the caller's explicit message,
 * 2. the server body's `detail`,
 * 3. the first `non_field_errors` entry,
 * 4. for 400, 401, 403 and 500, the standard status text (see STATUS_TEXTS),
 * otherwise undefined: the notice then shows its title alone. Blank strings count as absent.
 * Network failures, timeouts and aborts have no body, so only an explicit message applies.
 */
export function errorMessage(
  failure: RequestFailure,
  explicitMessage?: string,
): string | undefined {
  if (explicitMessage !== undefined && explicitMessage.trim() !== "") return explicitMessage;
  if (failure.kind !== "http") return undefined;
  const fromBody = detailOf(failure.body) ?? nonFieldErrorsOf(failure.body)[0];
  if (fromBody !== undefined) return fromBody;
  return hasStatusText(failure.status) ? STATUS_TEXTS[failure.status] : undefined;
}

/**
 * The body of the 'Impersonate user' notice: 'Failed to impersonate user.' for a 400 answer
 * without non_field_errors (its `detail`, if any, is a server-side reason not meant for this
 * notice), the generic message choice for everything else.
 */
export function impersonationFailureMessage(failure: RequestFailure): string | undefined {
  const withoutNonFieldErrors =
    failure.kind === "http" &&
    failure.status === 400 &&
    nonFieldErrorsOf(failure.body).length === 0;
  return withoutNonFieldErrors ? IMPERSONATION_FAILURE_MESSAGE : errorMessage(failure);
}

/**
 * The words a screen shows in place of what failed to load or save (a list, a page, a form
 * without a field to point at): the server's own `detail` or first `non_field_errors` entry in
 * the customer's wording, else a sentence for the status (CUSTOMER_STATUS_MESSAGES), never a
 * bare reason phrase such as "Bad Request". Undefined for statuses without a sentence and for
 * failures without an answer: the caller has its own words for those.
 */
export function inlineErrorMessage(failure: RequestFailure): string | undefined {
  if (failure.kind !== "http") return undefined;
  const fromBody = detailOf(failure.body) ?? nonFieldErrorsOf(failure.body)[0];
  if (fromBody !== undefined) return customerWording(fromBody);
  return Object.hasOwn(CUSTOMER_STATUS_MESSAGES, failure.status)
    ? CUSTOMER_STATUS_MESSAGES[failure.status]
    : undefined;
}
