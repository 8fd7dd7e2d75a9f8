import {
  errorMessage,
  IMPERSONATION_FAILURE_TITLE,
  impersonationFailureMessage,
  REFRESH_FAILURE_TITLE,
  SESSION_EXPIRED_NOTICE,
} from "../../core/errors/index.ts";
import { asRequestFailure } from "../shared/request-failure.ts";
import type { Toast } from "../shared/toast.ts";

/** The toasts the session shows, built from the core error catalogue (spec section 8). */

/** The stored session had expired: 'Unauthorized' under 'Authentication'. */
export const SESSION_EXPIRED_TOAST: Toast = { variant: "error", ...SESSION_EXPIRED_NOTICE };

/**
 * Refreshing the access token failed; the body is the generic error message (none when there
 * was no refresh token to send, or no answer to quote).
 */
export function refreshFailedToast(error?: unknown): Toast {
  return {
    variant: "error",
    title: REFRESH_FAILURE_TITLE,
    body: errorMessage(asRequestFailure(error)),
  };
}

/** Starting an impersonation failed. */
export function impersonationFailedToast(error: unknown): Toast {
  return {
    variant: "error",
    title: IMPERSONATION_FAILURE_TITLE,
    body: impersonationFailureMessage(asRequestFailure(error)),
  };
}

/**
 * The impersonation could not be refreshed any more and the staff member's own session came
 * back. The spec gives no text for it; this one belongs in the core catalogue.
 */
export const IMPERSONATION_ENDED_TOAST: Toast = {
  variant: "warning",
  title: "Impersonation ended",
  body: "The impersonation could not be renewed. You are back in your own session.",
};

/**
 * A call made as the customer was refused: the customer's session ended on the server (an
 * exit in another tab, a revoked impersonation) and the staff member's own session came back.
 */
export const IMPERSONATION_REFUSED_TOAST: Toast = {
  variant: "warning",
  title: "Impersonation ended",
  body: "The customer's session has ended. You are back in your own session.",
};
