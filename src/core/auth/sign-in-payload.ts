import type {
  CredentialsLogin,
  ExternalLogin,
  LoginRequest,
  OneTimeCodeLogin,
} from "../api/auth/login.ts";
import {
  BASIC_LOGIN_METHOD,
  EXTERNAL_LOGIN_METHOD,
  isOtpCodeShape,
  otpCodeAsTyped,
} from "../api/auth/login-methods.ts";

/**
 * Chooses the POST /auth payload for a sign-in attempt (spec sections 5 and 7).
 *
 * Basic sign-in, in order of precedence:
 * 1. the one-time-code step is active (the server answered otp_required or otp_invalid):
 *    credentials with `otp_code` and method "basic". The captcha was passed in the step
 *    before, so it is not sent again: the captcha path needs "no one-time-code error".
 * 2. a captcha is required: credentials with `captcha_id` and `captcha_text`.
 * 3. a code was typed without being asked for: credentials with it, as in 1.
 * 4. otherwise the credentials alone.
 *
 * External sign-in sends the provider's access token as the password, with method
 * "external-login".
 *
 * A payload the server would refuse is not built: the result names the input that is
 * missing or malformed (a code that is neither six digits nor a backup code) so the form can
 * point at it. The
 * username and captcha text are trimmed and spaces are dropped from the code ("123 456");
 * passwords and tokens are sent exactly as given.
 */

export interface BasicSignIn {
  readonly mode: "basic";
  readonly username: string;
  readonly password: string;
  readonly captcha?: { readonly id: string; readonly text: string } | undefined;
  readonly captchaRequired: boolean;
  readonly otpCode?: string | undefined;
  readonly otpErrorOccurred: boolean;
}

export interface ExternalSignIn {
  readonly mode: "external";
  readonly username?: string | undefined;
  readonly accessToken: string;
}

export type SignInInput = BasicSignIn | ExternalSignIn;

/** The input a sign-in attempt still needs. */
export type SignInField = "username" | "password" | "captcha" | "otp_code" | "access_token";

export type SignInPayload =
  | { readonly ok: true; readonly request: LoginRequest }
  | { readonly ok: false; readonly field: SignInField };

function missing(field: SignInField): SignInPayload {
  return { ok: false, field };
}

function built(request: LoginRequest): SignInPayload {
  return { ok: true, request };
}

export function buildLoginRequest(input: SignInInput): SignInPayload {
  return input.mode === "external" ? externalLogin(input) : basicLogin(input);
}

function externalLogin(input: ExternalSignIn): SignInPayload {
  if (input.accessToken === "") return missing("access_token");
  const username = input.username?.trim() ?? "";
  const request: ExternalLogin = {
    method: EXTERNAL_LOGIN_METHOD,
    ...(username === "" ? {} : { username }),
    password: input.accessToken,
  };
  return built(request);
}

function basicLogin(input: BasicSignIn): SignInPayload {
  const username = input.username.trim();
  if (username === "") return missing("username");
  if (input.password === "") return missing("password");
  const credentials = { username, password: input.password };
  const otpCode = otpCodeAsTyped(input.otpCode ?? "");
  const codeIsWellFormed = isOtpCodeShape(otpCode);

  if (input.otpErrorOccurred) {
    return codeIsWellFormed ? built(withCode(credentials, otpCode)) : missing("otp_code");
  }
  if (input.captchaRequired) {
    const id = input.captcha?.id ?? "";
    const text = input.captcha?.text.trim() ?? "";
    if (id === "" || text === "") return missing("captcha");
    const request: CredentialsLogin = { ...credentials, captcha_id: id, captcha_text: text };
    return built(request);
  }
  if (otpCode !== "") {
    return codeIsWellFormed ? built(withCode(credentials, otpCode)) : missing("otp_code");
  }
  const request: CredentialsLogin = credentials;
  return built(request);
}

function withCode(
  credentials: { readonly username: string; readonly password: string },
  otpCode: string,
): OneTimeCodeLogin {
  return { ...credentials, otp_code: otpCode, method: BASIC_LOGIN_METHOD };
}
