export type { Notice } from "./catalogue.ts";
export {
  CURRENCY_CHANGED_NOTICE,
  CUSTOMER_STATUS_MESSAGES,
  IMPERSONATION_FAILURE_MESSAGE,
  IMPERSONATION_FAILURE_TITLE,
  NOTIFICATIONS_EMPTY_STATE,
  REFRESH_FAILURE_TITLE,
  SERVER_BACK_ONLINE_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
  SESSION_EXPIRED_NOTICE,
  STATUS_TEXTS,
} from "./catalogue.ts";
export { detailOf, fieldErrors, nonFieldErrorsOf } from "./error-body.ts";
export { errorMessage, impersonationFailureMessage, inlineErrorMessage } from "./error-message.ts";
export { customerWording } from "./field-wording.ts";
export type { ErrorRoute, RedirectContext, UserInfoFailureOutcome } from "./redirect-decision.ts";
export { decideRedirect, decideUserInfoFailure, ERROR_ROUTES } from "./redirect-decision.ts";
export type {
  AbortedFailure,
  HttpFailure,
  NetworkFailure,
  RequestFailure,
  RequestFailureKind,
  TimeoutFailure,
} from "./request-failures.ts";
export {
  abortedFailure,
  hasStatus,
  httpFailure,
  isAbortedFailure,
  isHttpFailure,
  isNetworkFailure,
  isNoResponseFailure,
  isRequestFailure,
  isTimeoutFailure,
  networkFailure,
  timeoutFailure,
} from "./request-failures.ts";
