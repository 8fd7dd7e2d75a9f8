/**
 * The constants of the POST /auth payloads (login.ts has their schemas). A file of their own,
 * free of the schema library, because the session machine builds the payload on the sign-in
 * page, which must stay light.
 */

export const BASIC_LOGIN_METHOD = "basic";
export const EXTERNAL_LOGIN_METHOD = "external-login";

/** One-time codes are six digits (RFC 6238's default). */
export const OTP_CODE_PATTERN = /^\d{6}$/u;
