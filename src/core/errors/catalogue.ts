/**
 * Every fixed text of the spec's error catalogue (section 8) and the notification empty state
 * (section 2), spelled once. Texts that appear together as a title and a body are a `Notice`.
 */

export interface Notice {
  readonly title: string;
  readonly body: string;
}

/** Persistent banner while the server status check fails. */
export const SERVER_UNREACHABLE_MESSAGE = "Network error: Service unavailable.";
/** Banner once the status check succeeds again (hidden after STATUS_BACK_ONLINE_HIDE_MS). */
export const SERVER_BACK_ONLINE_MESSAGE = "Connection is back online.";

/** Title of the notice when refreshing the access token fails; the body is `errorMessage`. */
export const REFRESH_FAILURE_TITLE = "Refresh token";

/** Title of the notice when starting an impersonation fails. */
export const IMPERSONATION_FAILURE_TITLE = "Impersonate user";
/** Its body for a 400 answer that carries no non_field_errors. */
export const IMPERSONATION_FAILURE_MESSAGE = "Failed to impersonate user.";

/**
 * The session expired. The spec shows 'Unauthorized' "under" 'Authentication': the heading is
 * the title and 'Unauthorized' is the text (section 4 calls it what "appears").
 */
export const SESSION_EXPIRED_NOTICE: Notice = Object.freeze({
  title: "Authentication",
  body: "Unauthorized",
});

/** Success notice after the user changes their default currency. */
export const CURRENCY_CHANGED_NOTICE: Notice = Object.freeze({
  title: "Change currency",
  body: "Default currency has been updated.",
});

/** The notification menu with nothing to show. */
export const NOTIFICATIONS_EMPTY_STATE: Notice = Object.freeze({
  title: "You are all caught up.",
  body: "Notifications will appear here when available.",
});

/**
 * Reason phrases for the statuses whose text the generic error notice falls back to (400, 401,
 * 403 and 500). A fixed table rather than the response's `statusText`: HTTP/2 and HTTP/3 carry
 * no reason phrase (fetch reports ""), and proxies may rewrite it, so the same failure would
 * read differently depending on the hop in front of the server.
 */
export const STATUS_TEXTS: Readonly<Record<400 | 401 | 403 | 500, string>> = Object.freeze({
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  500: "Internal Server Error",
});

/**
 * What a screen says in place of a failed load or form when the server gave no words of its
 * own (no `detail`, no `non_field_errors`). Unlike the generic error notice, whose wording the
 * spec fixes to the bare status text, a message inside the page speaks to the customer: a
 * "Bad Request" under a list says nothing about what to do next.
 */
export const CUSTOMER_STATUS_MESSAGES: Readonly<Record<number, string>> = Object.freeze({
  400: "Some of the values sent were not accepted. Check them and try again.",
  401: "Your session has ended. Sign in again to continue.",
  403: "You do not have permission to see or change this.",
  404: "This could not be found. It may have been removed.",
  409: "This was changed meanwhile. Reload the page and try again.",
  413: "The file is too large to upload.",
  429: "Too many attempts in a short time. Wait a moment and try again.",
  500: "Something went wrong on our side. Try again in a moment.",
  502: "The portal could not reach its server. Try again in a moment.",
  503: "The portal is being updated. Try again in a few minutes.",
  504: "The server took too long to answer. Try again.",
});
