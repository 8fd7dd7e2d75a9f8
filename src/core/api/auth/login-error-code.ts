/**
 * The sign-in refusal codes and what the sign-in flow does with them, without the schema
 * library: the session machine needs these on the sign-in page, which must stay light (the
 * schema of the whole body, for the server and the contract, is in login-error.ts).
 *
 * Why POST /auth refused, machine-readably. The body is a DRF error body with a `code`,
 * e.g. `{ "detail": "Enter the code we sent you.", "code": "otp_required" }`, so generic
 * error handling still shows `detail`, while the sign-in flow branches on `code`:
 *
 * - invalid_credentials (400): wrong username or password.
 * - captcha_required (400): too many failures; fetch GET /get-captcha and send its answer.
 * - captcha_invalid (400): the captcha answer was wrong or the challenge expired.
 * - otp_required (400): credentials are right; send them again with the one-time code.
 * - otp_invalid (400): the code was wrong, used or expired.
 * - account_inactive (400): the account is disabled or not yet activated.
 * - external_login_failed (400): the external token was refused, or its domain is not allowed.
 */
export const LOGIN_ERROR_CODES = [
  "invalid_credentials",
  "captcha_required",
  "captcha_invalid",
  "otp_required",
  "otp_invalid",
  "account_inactive",
  "external_login_failed",
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

const CODES: ReadonlySet<string> = new Set(LOGIN_ERROR_CODES);

const isLoginErrorCode = (value: unknown): value is LoginErrorCode =>
  typeof value === "string" && CODES.has(value);

/** The reason in a failed sign-in's body, or undefined when the body is not one of ours. */
export function loginErrorCode(body: unknown): LoginErrorCode | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { detail, code } = body as { readonly detail?: unknown; readonly code?: unknown };
  return typeof detail === "string" && isLoginErrorCode(code) ? code : undefined;
}
/**
 * Where the one-time code of an otp_required/otp_invalid refusal comes from (issue 44): the
 * body's `otp_method` is "authenticator" for a user with an authenticator app (whose backup
 * codes also work), "email" or absent for the mailed code.
 */
export const OTP_METHODS = ["email", "authenticator"] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

/** The code's source named by a refusal body; "email" when it names none. */
export function otpMethodOf(body: unknown): OtpMethod {
  if (typeof body !== "object" || body === null) return "email";
  return (body as { readonly otp_method?: unknown }).otp_method === "authenticator"
    ? "authenticator"
    : "email";
}

/** Reasons after which the next attempt must carry a captcha answer. */
export function requiresCaptcha(code: LoginErrorCode): boolean {
  return code === "captcha_required" || code === "captcha_invalid";
}

/** Reasons after which the next attempt must carry a one-time code. */
export function requiresOneTimeCode(code: LoginErrorCode): boolean {
  return code === "otp_required" || code === "otp_invalid";
}
