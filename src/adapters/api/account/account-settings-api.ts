import { Schema } from "effect";
import {
  type ChangePasswordRequest,
  ChangePasswordResponse,
} from "../../../core/api/account/change-password.ts";
import {
  CompanyDetails,
  type UpdateCompanyLegalRequest,
  type UpdateCompanyProfileRequest,
} from "../../../core/api/account/company.ts";
import {
  CompanyUser,
  DuplicateCheckResponse,
  type InviteUserRequest,
  PendingUser,
  UserPermissions,
} from "../../../core/api/users/index.ts";
import type { HttpClient } from "../../http/index.ts";

/**
 * The calls of the account-settings screens (spec section 7): the password, and user
 * administration of the caller's company. Built in those screens' own chunk (never in
 * createPortalApi), so their schemas load with them.
 */

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;
const invitePath = (id: string) => `/register/user/${encodeURIComponent(id)}`;

export function createAccountSettingsApi(http: HttpClient) {
  return {
    changePassword: (request: ChangePasswordRequest) =>
      http.request({
        method: "POST",
        path: "/change-password",
        body: request,
        response: ChangePasswordResponse,
      }),
    company: (signal?: AbortSignal) =>
      http.request({ method: "GET", path: "/company", response: CompanyDetails, signal }),
    updateCompanyLegal: (request: UpdateCompanyLegalRequest) =>
      http.request({
        method: "PUT",
        path: "/company/legal",
        body: request,
        response: CompanyDetails,
      }),
    updateCompanyProfile: (request: UpdateCompanyProfileRequest) =>
      http.request({
        method: "PUT",
        path: "/company/profile",
        body: request,
        response: CompanyDetails,
      }),
    user: (id: string, signal?: AbortSignal) =>
      http.request({ method: "GET", path: userPath(id), response: CompanyUser, signal }),
    updatePermissions: (id: string, permissions: ReadonlyArray<string>) =>
      http.request({
        method: "PUT",
        path: `${userPath(id)}/permissions`,
        body: { permissions },
        response: UserPermissions,
      }),
    deactivateUser: (id: string) =>
      http.request({ method: "POST", path: `${userPath(id)}/deactivate`, response: CompanyUser }),
    reactivateUser: (id: string) =>
      http.request({ method: "POST", path: `${userPath(id)}/reactivate`, response: CompanyUser }),
    inviteUser: (request: InviteUserRequest) =>
      http.request({
        method: "POST",
        path: "/register/user",
        body: request,
        response: PendingUser,
      }),
    /** POST /register/user/check-duplicate: only whether the address is taken. */
    checkDuplicate: (email: string, signal?: AbortSignal) =>
      http.request({
        method: "POST",
        path: "/register/user/check-duplicate",
        body: { email },
        response: DuplicateCheckResponse,
        signal,
      }),
    resendInvite: (id: string) =>
      http.request({ method: "POST", path: `${invitePath(id)}/resend`, response: PendingUser }),
    /** DELETE /register/user/{id}: answers 204 with no body. */
    revokeInvite: (id: string) =>
      http.request({ method: "DELETE", path: invitePath(id), response: Schema.Null }),
  };
}

export type AccountSettingsApi = ReturnType<typeof createAccountSettingsApi>;
