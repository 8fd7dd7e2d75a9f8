import { queryOptions } from "@tanstack/react-query";
import {
  CompanyUser,
  type UserDetailsRequest,
  UserPermissions,
} from "../../../core/api/users/index.ts";
import { rolePresetFieldOf } from "../../../core/permissions/role-presets.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, type QueryView, useFormMutation } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { useRefreshUsers, usersKeys } from "./users-keys.ts";

/**
 * One user of the caller's company and the changes to them (spec section 7), in the
 * account-settings screens' chunk (the users, pending invites and both logs are declared
 * lists: useList). Every change refreshes everything under "users" and the dashboard's counts.
 */

export const companyUserKeys = {
  user: (id: string) => [...usersKeys.all, "one", id] as const,
} as const;

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

export function getCompanyUser(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({ method: "GET", path: userPath(id), response: CompanyUser, signal });
}

export function updatePermissions(
  http: HttpClient,
  id: string,
  permissions: ReadonlyArray<string>,
) {
  return http.request({
    method: "PUT",
    path: `${userPath(id)}/permissions`,
    // The preset the grid is goes along, for the server to check and the log to name.
    body: { permissions, ...rolePresetFieldOf(permissions) },
    response: UserPermissions,
  });
}

/** PUT /users/{id}/details: an administrator corrects a colleague's name and phone. */
export function updateUserDetails(http: HttpClient, id: string, details: UserDetailsRequest) {
  return http.request({
    method: "PUT",
    path: `${userPath(id)}/details`,
    body: details,
    response: CompanyUser,
  });
}

export function deactivateUser(http: HttpClient, id: string) {
  return http.request({
    method: "POST",
    path: `${userPath(id)}/deactivate`,
    response: CompanyUser,
  });
}

export function reactivateUser(http: HttpClient, id: string) {
  return http.request({
    method: "POST",
    path: `${userPath(id)}/reactivate`,
    response: CompanyUser,
  });
}

export function companyUserQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: companyUserKeys.user(id),
    queryFn: ({ signal }) => getCompanyUser(http, id, signal),
  });
}

export function useCompanyUser(id: string): QueryView<CompanyUser> {
  const { http } = usePortal();
  return useSessionQuery(companyUserQuery(http, id));
}

export function useUpdatePermissions(
  id: string,
): MutationView<ReadonlyArray<string>, UserPermissions> {
  const { http } = usePortal();
  const refresh = useRefreshUsers();
  return useFormMutation(
    (permissions: ReadonlyArray<string>) => updatePermissions(http, id, permissions),
    { onSuccess: refresh },
  );
}

export function useUpdateUserDetails(id: string): MutationView<UserDetailsRequest, CompanyUser> {
  const { http } = usePortal();
  const refresh = useRefreshUsers();
  return useFormMutation((details: UserDetailsRequest) => updateUserDetails(http, id, details), {
    onSuccess: refresh,
  });
}

export type AccountAction = "deactivate" | "reactivate";

export function useAccountStatus(id: string): MutationView<AccountAction, CompanyUser> {
  const { http } = usePortal();
  const refresh = useRefreshUsers();
  return useFormMutation(
    (action: AccountAction) =>
      action === "deactivate" ? deactivateUser(http, id) : reactivateUser(http, id),
    { onSuccess: refresh },
  );
}
