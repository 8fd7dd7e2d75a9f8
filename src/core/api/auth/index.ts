/**
 * Signing in and out, and the public identity pages (/v2 contract): POST /auth, /auth/refresh,
 * /logout, GET /get-captcha, /forgot-password, /verify-reset-password, /reset-password, POST /register
 * (company sign-up), /register/user/verify and /set-password (invitees), impersonation
 * (/impersonation/users, /impersonation/exit), the token keys (GET /.well-known/jwks.json) and
 * the demo-only GET /dev/mailbox.
 */
export { CaptchaChallenge } from "./captcha.ts";
export * from "./dev-mailbox.ts";
export { ImpersonateRequest, ImpersonationCandidate } from "./impersonation.ts";
export * from "./impersonation-session.ts";
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
export * from "./new-password-check.ts";
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
export * from "./registration.ts";
export { PublicSigningKey, PublicSigningKeySet } from "./signing-keys.ts";
export { LogoutRequest, RefreshRequest, TokenPair } from "./tokens.ts";
