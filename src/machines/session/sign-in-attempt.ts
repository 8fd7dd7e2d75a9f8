import type { LoginRequest } from "../../core/api/auth/login.ts";
import { type LoginErrorCode, loginErrorCode } from "../../core/api/auth/login-error-code.ts";
import { buildLoginRequest, type SignInInput, type SignInPayload } from "../../core/auth/index.ts";
import { asRequestFailure } from "../shared/request-failure.ts";
import type { SessionContext, SessionEvent } from "./session.types.ts";

/**
 * What the sign-in form submitted, combined with what the session knows (the captcha in use,
 * whether the server asked for a captcha or a one-time code), as core `buildLoginRequest`
 * expects it. The form re-sends every field it shows with each attempt, so no password is kept
 * between attempts.
 */
export function signInInputOf(context: SessionContext, event: SessionEvent): SignInInput | null {
  switch (event.type) {
    case "SIGN_IN":
      return {
        mode: "basic",
        username: event.username,
        password: event.password,
        captcha:
          context.captcha === null
            ? undefined
            : { id: context.captcha.captcha_id, text: event.captchaText ?? "" },
        captchaRequired: context.captchaRequired,
        otpCode: event.oneTimeCode,
        otpErrorOccurred: context.oneTimeCodeRequested,
      };
    case "SIGN_IN_EXTERNALLY":
      return { mode: "external", accessToken: event.accessToken, username: event.username };
    default:
      return null;
  }
}

/** The POST /auth payload for a sign-in event, or what is missing; null for other events. */
export function loginPayloadOf(context: SessionContext, event: SessionEvent): SignInPayload | null {
  const input = signInInputOf(context, event);
  return input === null ? null : buildLoginRequest(input);
}

/**
 * The payload of the attempt that entered `signingIn`. The transition there is guarded by a
 * complete payload, so anything else means the machine is wired wrongly.
 */
export function loginRequestOf(context: SessionContext, event: SessionEvent): LoginRequest {
  const payload = loginPayloadOf(context, event);
  if (payload?.ok !== true) throw new Error(`session: "${event.type}" carries no complete sign-in`);
  return payload.request;
}

/** The machine-readable reason of a refused sign-in, when the server gave one. */
export function loginErrorOf(error: unknown): LoginErrorCode | undefined {
  const failure = asRequestFailure(error);
  return failure.kind === "http" ? loginErrorCode(failure.body) : undefined;
}
