import type { ImpersonateRequest } from "../../../core/api/auth/impersonation.ts";
import { ExitImpersonationResponse } from "../../../core/api/auth/impersonation-session.ts";
import {
  InviteGreeting,
  type SetPasswordRequest,
  SetPasswordResponse,
} from "../../../core/api/auth/invite-acceptance.ts";
import type { CompanySignUpRequest } from "../../../core/api/auth/registration.ts";
import { TokenPair } from "../../../core/api/auth/tokens.ts";
import { DetailMessage as SignUpReceived } from "../../../core/api/detail-message.ts";
import type { HttpClient } from "../../http/index.ts";

/** Impersonation, invite acceptance and company sign-up (spec section 7). */
export function createUsersApi(http: HttpClient) {
  return {
    /**
     * POST /impersonation/users {id, reason?}: the customer's token pair. A 403 is not sent
     * to /no-permissions: the session shows the 'Impersonate user' notice for it.
     */
    startImpersonation: (request: ImpersonateRequest, signal?: AbortSignal) =>
      http.request({
        method: "POST",
        path: "/impersonation/users",
        body: request,
        response: TokenPair,
        redirectOn403: false,
        signal,
      }),
    /** POST /impersonation/exit {refresh}: the refresh token is the proof, no bearer needed. */
    exitImpersonation: (refresh: string, signal?: AbortSignal) =>
      http.request({
        method: "POST",
        path: "/impersonation/exit",
        body: { refresh },
        response: ExitImpersonationResponse,
        authenticated: false,
        signal,
      }),
    /** POST /register/user/verify: who the invite is for. */
    verifyInvite: (code: string, signal?: AbortSignal) =>
      http.request({
        method: "POST",
        path: "/register/user/verify",
        body: { code },
        response: InviteGreeting,
        authenticated: false,
        signal,
      }),
    setPassword: (request: SetPasswordRequest) =>
      http.request({
        method: "POST",
        path: "/register/user/set-password",
        body: request,
        response: SetPasswordResponse,
        authenticated: false,
      }),
    /** POST /register from /sign-up. */
    registerCompany: (request: CompanySignUpRequest) =>
      http.request({
        method: "POST",
        path: "/register",
        body: request,
        response: SignUpReceived,
        authenticated: false,
      }),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
