import { CaptchaChallenge } from "../../../core/api/auth/captcha.ts";
import type { LoginRequest } from "../../../core/api/auth/login.ts";
import type {
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from "../../../core/api/auth/password-reset.ts";
import { TokenPair } from "../../../core/api/auth/tokens.ts";
import { DetailMessage } from "../../../core/api/detail-message.ts";
import type { HttpClient } from "../../http/index.ts";

/**
 * Signing in and out, and the password-reset pages (spec section 7). All of these are public
 * calls: they carry no bearer token, so a 401 from them is an answer for the form, never a
 * sign-out.
 */
export function createAuthApi(http: HttpClient) {
  return {
    /** POST /auth with the payload core buildLoginRequest chose. */
    signIn: (request: LoginRequest, signal?: AbortSignal) =>
      http.request({
        method: "POST",
        path: "/auth",
        body: request,
        response: TokenPair,
        authenticated: false,
        signal,
      }),
    /** POST /auth/refresh: the refresh token rotates. */
    refresh: (refresh: string, signal?: AbortSignal) =>
      http.request({
        method: "POST",
        path: "/auth/refresh",
        body: { refresh },
        response: TokenPair,
        authenticated: false,
        signal,
      }),
    /** POST /logout: ends the refresh token's session. */
    logout: (refresh: string, signal?: AbortSignal) =>
      http.request({
        method: "POST",
        path: "/logout",
        body: { refresh },
        response: DetailMessage,
        authenticated: false,
        signal,
      }),
    /** GET /get-captcha: a new challenge for the sign-in form. */
    captcha: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/get-captcha",
        response: CaptchaChallenge,
        authenticated: false,
        signal,
      }),
    forgotPassword: (request: ForgotPasswordRequest) =>
      http.request({
        method: "POST",
        path: "/forgot-password",
        body: request,
        response: DetailMessage,
        authenticated: false,
      }),
    /** POST /verify-reset-password: can the mailed code still be used? */
    verifyResetCode: (code: string, signal?: AbortSignal) =>
      http.request({
        method: "POST",
        path: "/verify-reset-password",
        body: { code },
        response: DetailMessage,
        authenticated: false,
        signal,
      }),
    resetPassword: (request: ResetPasswordRequest) =>
      http.request({
        method: "POST",
        path: "/reset-password",
        body: request,
        response: DetailMessage,
        authenticated: false,
      }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
