export { AccountManager } from "./account-manager.ts";
export * from "./banner-alert.ts";
export { CaptchaChallenge } from "./captcha.ts";
export { ChangePasswordRequest, ChangePasswordResponse } from "./change-password.ts";
export * from "./changelog.ts";
export * from "./contact-fields.ts";
export { Currency, CurrencyList } from "./currency.ts";
export { type DecodeIssue, type DecodeResult, decode, formatPath } from "./decode.ts";
export * from "./detail-message.ts";
export * from "./dev-mailbox.ts";
export { ErrorBody, errorBodyFromIssues, errorCode } from "./error-body.ts";
export * from "./feature-request.ts";
export {
  ImpersonateRequest,
  ImpersonationCandidate,
  ImpersonationCandidateList,
} from "./impersonation.ts";
export * from "./impersonation-session.ts";
export { ServerInfo } from "./info.ts";
export * from "./invite-acceptance.ts";
export {
  BASIC_LOGIN_METHOD,
  CredentialsLogin,
  EXTERNAL_LOGIN_METHOD,
  ExternalLogin,
  LoginRequest,
  OneTimeCodeLogin,
  OTP_CODE_PATTERN,
  OtpCode,
} from "./login.ts";
export {
  LOGIN_ERROR_CODES,
  LoginErrorBody,
  type LoginErrorCode,
  loginErrorCode,
  requiresCaptcha,
  requiresOneTimeCode,
} from "./login-error.ts";
export * from "./me.ts";
export * from "./new-password-check.ts";
export {
  MarkReadRequest,
  MarkReadResponse,
  NOTIFICATION_MODULES,
  Notification,
  type NotificationIcon,
  NotificationList,
  type NotificationModule,
  notificationIcon,
  unreadCount,
} from "./notification.ts";
export * from "./notification-filters.ts";
export * from "./notification-settings.ts";
export {
  decodePaginated,
  type Page,
  type PageWindow,
  Paginated,
  pageWindowOfLink,
} from "./paginated.ts";
export * from "./password-reset.ts";
export {
  confirmationProblem,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORD_UNCHANGED,
  PASSWORDS_DO_NOT_MATCH,
} from "./password-rules.ts";
export * from "./permission-log.ts";
export * from "./plain-text.ts";
export {
  Count,
  CurrencyCode,
  DECIMAL_STRING_PATTERN,
  DecimalString,
  Id,
  IsoDateTime,
  Money,
  NonEmptyString,
} from "./primitives.ts";
export * from "./registration.ts";
export * from "./statistics.ts";
export { LogoutRequest, RefreshRequest, TokenPair } from "./tokens.ts";
export { DefaultCurrency, UpdateMeRequest, UserInfo } from "./user-info.ts";
export * from "./user-invites.ts";
export * from "./user-permissions.ts";
export * from "./users.ts";
export * from "./variables.ts";
