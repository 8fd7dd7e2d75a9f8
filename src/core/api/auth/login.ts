import { Schema } from "effect";
import {
  boundedText,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_TOKEN_LENGTH,
} from "../primitives.ts";
import { BASIC_LOGIN_METHOD, EXTERNAL_LOGIN_METHOD, isOtpCodeShape } from "./login-methods.ts";

/**
 * POST /auth payloads (spec sections 5 and 7). Three shapes, told apart by `method`:
 *
 * - credentials: `{ username, password }`, plus `captcha_id` and `captcha_text` once the
 *   server has asked for a captcha. A first attempt is this shape without the captcha
 *   fields, so there is no separate "plain" shape. It carries no `method`.
 * - one-time code: `{ username, password, otp_code, method: "basic" }`, the second step
 *   after the server answered "otp_required": the mailed code, or for a user with an
 *   authenticator app its code or one of their backup codes.
 * - external: `{ method: "external-login", username?, password }` where password is the
 *   external provider's (Google's) access token; the server identifies the user from the
 *   token, the username is only a hint.
 *
 * All answer a TokenPair, or a LoginErrorBody.
 */

export {
  BACKUP_CODE_PATTERN,
  BASIC_LOGIN_METHOD,
  EXTERNAL_LOGIN_METHOD,
  OTP_CODE_PATTERN,
} from "./login-methods.ts";

/** A 6-digit code (mailed or from an authenticator app), or an authenticator user's backup code. */
export const OtpCode = boundedText(11).pipe(
  Schema.check(
    Schema.makeFilter((code: string) =>
      isOtpCodeShape(code) ? true : "Expected a 6-digit code or a backup code",
    ),
  ),
);

/** `method` must be absent from the credentials shape, so a wrong method is not ignored. */
const NoMethod = Schema.Never.annotate({
  message: `Expected "${BASIC_LOGIN_METHOD}" with otp_code, "${EXTERNAL_LOGIN_METHOD}", or no method`,
});

/** A user name is an e-mail address; a longer one cannot be an account's. */
const Username = boundedText(MAX_EMAIL_LENGTH, { nonEmpty: true });
const Password = boundedText(MAX_PASSWORD_LENGTH, { nonEmpty: true });
/** Captcha ids and answers are short; 256 leaves room for any id format. */
const CaptchaField = boundedText(256, { nonEmpty: true });

export const CredentialsLogin = Schema.Struct({
  username: Username,
  password: Password,
  captcha_id: Schema.optionalKey(CaptchaField),
  captcha_text: Schema.optionalKey(CaptchaField),
  method: Schema.optionalKey(NoMethod),
}).pipe(
  Schema.check(
    Schema.makeFilter(
      (login) =>
        "captcha_id" in login === "captcha_text" in login || {
          path: ["captcha_id" in login ? "captcha_text" : "captcha_id"],
          issue: "captcha_id and captcha_text go together",
        },
    ),
  ),
);
export type CredentialsLogin = typeof CredentialsLogin.Type;

export const OneTimeCodeLogin = Schema.Struct({
  username: Username,
  password: Password,
  otp_code: OtpCode,
  method: Schema.Literal(BASIC_LOGIN_METHOD),
});
export type OneTimeCodeLogin = typeof OneTimeCodeLogin.Type;

export const ExternalLogin = Schema.Struct({
  method: Schema.Literal(EXTERNAL_LOGIN_METHOD),
  username: Schema.optionalKey(Username),
  /** The external provider's access token. */
  password: boundedText(MAX_TOKEN_LENGTH, { nonEmpty: true }),
});
export type ExternalLogin = typeof ExternalLogin.Type;

/** Any POST /auth payload. The shapes with a `method` come first so none is misread. */
export const LoginRequest = Schema.Union([OneTimeCodeLogin, ExternalLogin, CredentialsLogin]);
export type LoginRequest = typeof LoginRequest.Type;
