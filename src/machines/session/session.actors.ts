import type { MeResponse } from "../../core/api/account/me.ts";
import type { CaptchaChallenge } from "../../core/api/auth/captcha.ts";
import type { ImpersonateRequest } from "../../core/api/auth/impersonation.ts";
import type { LoginRequest } from "../../core/api/auth/login.ts";
import type { TokenPair } from "../../core/api/auth/tokens.ts";
import { notProvided } from "../shared/not-provided.ts";
import type { PostLogoutInput } from "./session.types.ts";

/**
 * The calls the session makes, by name. Each rejects with a core `RequestFailure`; the adapters
 * provide them over the HTTP client (`.provide({ actors })`), tests over stubs.
 */
export const sessionActors = {
  /** POST /auth with the payload core `buildLoginRequest` chose. */
  signIn: notProvided<TokenPair, { readonly request: LoginRequest }>("session", "signIn"),
  /** GET /get-captcha. */
  loadCaptcha: notProvided<CaptchaChallenge>("session", "loadCaptcha"),
  /** GET /me (10 s timeout), with the stored access token. */
  fetchUserInfo: notProvided<MeResponse>("session", "fetchUserInfo"),
  /**
   * POST /auth/refresh. One refresh at a time across tabs: the adapter holds a Web Lock and,
   * once it has it, answers the stored pair instead if another tab already refreshed.
   */
  refreshTokens: notProvided<TokenPair, { readonly refresh: string }>("session", "refreshTokens"),
  /** POST /logout for each refresh token; the outcome does not matter. */
  postLogout: notProvided<unknown, PostLogoutInput>("session", "postLogout"),
  /** POST /impersonation/users {id, reason?}: the customer's token pair. */
  startImpersonation: notProvided<TokenPair, ImpersonateRequest>("session", "startImpersonation"),
  /** POST /impersonation/exit {refresh}: tells the server, best effort. */
  exitImpersonation: notProvided<unknown, { readonly refresh: string }>(
    "session",
    "exitImpersonation",
  ),
};
