import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  AccountSettingsApi,
  ImpersonationLogWindowQuery,
  PendingQuery,
  PermissionLogWindowQuery,
  UserQuery,
} from "./account-settings-api.ts";

/**
 * Query keys of user administration. Every key starts with "users", so one invalidation after
 * an invite, a permission change or a deactivation refreshes the lists, the user and the log.
 */
export const accountKeys = {
  all: ["users"],
  userList: (query: UserQuery) => ["users", "list", query] as const,
  user: (id: string) => ["users", "one", id] as const,
  permissionLog: (query: PermissionLogWindowQuery) => ["users", "permission-log", query] as const,
  impersonationLog: (query: ImpersonationLogWindowQuery) =>
    ["users", "impersonation-log", query] as const,
  pending: (query: PendingQuery) => ["users", "pending", query] as const,
} as const;

export function accountSettingsQueries(api: AccountSettingsApi) {
  return {
    users: (query: UserQuery) =>
      queryOptions({
        queryKey: accountKeys.userList(query),
        queryFn: ({ signal }) => api.users(query, signal),
        placeholderData: keepPreviousData,
      }),
    user: (id: string) =>
      queryOptions({
        queryKey: accountKeys.user(id),
        queryFn: ({ signal }) => api.user(id, signal),
      }),
    permissionLog: (query: PermissionLogWindowQuery) =>
      queryOptions({
        queryKey: accountKeys.permissionLog(query),
        queryFn: ({ signal }) => api.permissionLog(query, signal),
        placeholderData: keepPreviousData,
      }),
    impersonationLog: (query: ImpersonationLogWindowQuery) =>
      queryOptions({
        queryKey: accountKeys.impersonationLog(query),
        queryFn: ({ signal }) => api.impersonationLog(query, signal),
        placeholderData: keepPreviousData,
      }),
    pendingUsers: (query: PendingQuery) =>
      queryOptions({
        queryKey: accountKeys.pending(query),
        queryFn: ({ signal }) => api.pendingUsers(query, signal),
        placeholderData: keepPreviousData,
      }),
  };
}

export type AccountSettingsQueries = ReturnType<typeof accountSettingsQueries>;
