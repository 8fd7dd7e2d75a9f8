import { eq } from "drizzle-orm";
import type { LoginErrorCode, OtpMethod } from "../../../../src/core/api/auth/login-error.ts";
import type { TokenPair } from "../../../../src/core/api/auth/tokens.ts";
import { recordSignIn } from "../../activity/sign-in-activity.ts";
import {
  type ReservedAttempt,
  recordLoginAttempt,
  settleSucceededAttempt,
} from "../../auth/login-throttle.ts";
import { type SessionOrigin, startSession } from "../../auth/sessions.ts";
import type { ServerContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { ApiError } from "../../http/api-error.ts";

/** What the sign-in form shows for each refusal (src/core/api/auth/login-error.ts lists the codes). */
export const LOGIN_FAILURE_DETAILS: Readonly<Record<LoginErrorCode, string>> = {
  invalid_credentials: "Unable to sign in with the provided credentials.",
  captcha_required: "Too many failed attempts: answer the captcha to continue.",
  captcha_invalid: "The captcha answer was wrong or the captcha has expired. Try a new one.",
  otp_required: "Enter the code we sent to your e-mail address.",
  otp_invalid: "The code is wrong or has expired.",
  account_inactive: "This account is not active. Contact your administrator.",
  external_login_failed: "External sign-in failed.",
};

/** What the code step says to a user with an authenticator app (issue 44). */
export const AUTHENTICATOR_DETAILS = {
  otp_required: "Enter the code from your authenticator app, or one of your backup codes.",
  otp_invalid: "The authenticator code or backup code is wrong or was already used.",
} as const;

/** A refused sign-in: 400 with the machine-readable `code` next to the `detail`. */
export function loginFailure(code: LoginErrorCode, detail = LOGIN_FAILURE_DETAILS[code]): ApiError {
  return new ApiError(400, { detail, code });
}

/** The code step of a user with an authenticator app: says so, so the form asks for it. */
export function authenticatorFailure(code: keyof typeof AUTHENTICATOR_DETAILS): ApiError {
  const otpMethod: OtpMethod = "authenticator";
  return new ApiError(400, { detail: AUTHENTICATOR_DETAILS[code], code, otp_method: otpMethod });
}

/** Where a sign-in comes from: the throttle counts the address, the session list shows both. */
export type SignInOrigin = SessionOrigin;

/**
 * A successful sign-in: recorded (it clears the failure count), stamped, and a new session.
 * A password sign-in's attempt was written by its gate, and is turned into the success.
 */
export async function grantSession(
  ctx: ServerContext,
  throttleKey: string,
  userId: number,
  origin: SignInOrigin,
  attempt?: ReservedAttempt,
): Promise<TokenPair> {
  if (attempt === undefined) await recordLoginAttempt(ctx, throttleKey, true, origin.ip);
  else await settleSucceededAttempt(ctx, attempt);
  await ctx.db.update(users).set({ lastLoginAt: ctx.now() }).where(eq(users.id, userId));
  await recordSignIn(ctx, userId, origin.ip, attempt === undefined ? "external" : "password");
  return startSession(ctx, userId, undefined, origin);
}
