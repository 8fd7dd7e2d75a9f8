/**
 * The constants of the POST /auth payloads (login.ts has their schemas). A file of their own,
 * free of the schema library, because the session machine builds the payload on the sign-in
 * page, which must stay light.
 */

export const BASIC_LOGIN_METHOD = "basic";
export const EXTERNAL_LOGIN_METHOD = "external-login";

/** One-time codes are six digits (RFC 6238's default). */
export const OTP_CODE_PATTERN = /^\d{6}$/u;
/**
 * A backup code of an authenticator user (core/auth/two-factor.ts makes them): ten letters
 * and digits without look-alikes, in two groups of five, the hyphen optional, any case.
 * `otp_code` takes one in place of the authenticator's code.
 */
export const BACKUP_CODE_PATTERN = /^[a-hjkmnp-z2-9]{5}-?[a-hjkmnp-z2-9]{5}$/iu;

/**
 * The most a code's field takes as typed, before `otpCodeAsTyped` drops its spaces: six
 * digits and the space an app shows between their halves (`123 456`); a backup code's ten
 * characters, its hyphen and a space either side of it as a paste from the printed sheet
 * may bring (`abcde - fghjk`).
 */
export const TYPED_OTP_CODE_MAX_LENGTH = 6 + 1;
export const TYPED_BACKUP_CODE_MAX_LENGTH = 10 + 3;

/**
 * A one-time or backup code as the user typed it, without its spaces: apps show the code as
 * `123 456`, and a paste brings them along. What `isOtpCodeShape` and `otp_code` expect.
 */
export function otpCodeAsTyped(typed: string): string {
  return typed.replace(/\s+/g, "");
}

/** Whether a code (spaces already dropped) can go out as `otp_code`. */
export function isOtpCodeShape(code: string): boolean {
  return OTP_CODE_PATTERN.test(code) || BACKUP_CODE_PATTERN.test(code);
}
