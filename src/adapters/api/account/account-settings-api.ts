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
  CompanyUserList,
  DuplicateCheckResponse,
  ImpersonationLogList,
  type ImpersonationLogQuery,
  type InviteUserRequest,
  PendingUser,
  PendingUserList,
  type PendingUserQuery,
  PermissionLogList,
  type PermissionLogQuery,
  type UserListQuery,
  UserPermissions,
} from "../../../core/api/users/index.ts";
import type { HttpClient } from "../../http/index.ts";
import type { ListWindow } from "../list-window.ts";

/**
 * The calls of the account-settings screens (spec section 7): the password, and user
 * administration of the caller's company. Built in those screens' own chunk (never in
 * createPortalApi), so their schemas load with them.
 */

export type UserQuery = UserListQuery & ListWindow;
export type PendingQuery = PendingUserQuery & ListWindow;
export type PermissionLogWindowQuery = PermissionLogQuery & ListWindow;
export type ImpersonationLogWindowQuery = ImpersonationLogQuery & ListWindow;

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
    users: (query: UserQuery, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/users",
        query: { ...query },
        response: CompanyUserList,
        signal,
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
    permissionLog: (query: PermissionLogWindowQuery, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/users/permission-log",
        query: { ...query },
        response: PermissionLogList,
        signal,
      }),
    impersonationLog: (query: ImpersonationLogWindowQuery, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/users/impersonation-log",
        query: { ...query },
        response: ImpersonationLogList,
        signal,
      }),
    pendingUsers: (query: PendingQuery, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/register/user",
        query: { ...query },
        response: PendingUserList,
        signal,
      }),
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
