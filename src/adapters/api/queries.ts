import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ImpersonationUsersQuery } from "../../core/api/auth/impersonation-session.ts";
import type { ListWindow } from "./list-window.ts";
import type { NotificationQuery } from "./notifications/notifications-api.ts";
import type { PortalApi } from "./portal-api.ts";

/**
 * Query keys and `queryOptions` factories per resource (DESIGN.md section 3). Keys start with
 * the resource so one invalidation reaches every page and filter of it.
 */
export const queryKeys = {
  statistics: ["statistics"],
  accountManager: ["account-manager"],
  bannerAlert: ["banner-alert"],
  currencies: ["currencies"],
  notifications: ["notifications"],
  notificationList: (query: NotificationQuery) => ["notifications", "list", query] as const,
  notificationMenu: ["notifications", "menu"],
  notificationSettings: ["notification-settings"],
  changelog: (window: ListWindow) => ["changelog", window] as const,
  impersonationCandidates: (query: ImpersonationCandidatesQuery) =>
    ["impersonation-candidates", query] as const,
  resetCode: (code: string) => ["reset-code", code] as const,
  inviteGreeting: (code: string) => ["invite-greeting", code] as const,
} as const;

/** The filters and page of GET /impersonation/users. */
export type ImpersonationCandidatesQuery = ImpersonationUsersQuery & ListWindow;

/** How many notifications the bell's menu lists. */
export const NOTIFICATION_MENU_SIZE = 10;

export function createQueries(api: PortalApi) {
  return {
    statistics: () =>
      queryOptions({
        queryKey: queryKeys.statistics,
        queryFn: ({ signal }) => api.statistics(signal),
      }),
    accountManager: () =>
      queryOptions({
        queryKey: queryKeys.accountManager,
        queryFn: ({ signal }) => api.accountManager(signal),
      }),
    bannerAlert: () =>
      queryOptions({
        queryKey: queryKeys.bannerAlert,
        queryFn: ({ signal }) => api.bannerAlert(signal),
      }),
    currencies: () =>
      queryOptions({
        queryKey: queryKeys.currencies,
        queryFn: ({ signal }) => api.currencies(signal),
      }),
    /** A page of notifications; the previous page stays on screen while the next loads. */
    notifications: (query: NotificationQuery) =>
      queryOptions({
        queryKey: queryKeys.notificationList(query),
        queryFn: ({ signal }) => api.notifications(query, signal),
        placeholderData: keepPreviousData,
      }),
    notificationMenu: () =>
      queryOptions({
        queryKey: queryKeys.notificationMenu,
        queryFn: ({ signal }) => api.notifications({ limit: NOTIFICATION_MENU_SIZE }, signal),
      }),
    notificationSettings: () =>
      queryOptions({
        queryKey: queryKeys.notificationSettings,
        queryFn: ({ signal }) => api.notificationSettings(signal),
      }),
    changelog: (window: ListWindow = {}) =>
      queryOptions({
        queryKey: queryKeys.changelog(window),
        queryFn: ({ signal }) => api.changelog(window, signal),
        placeholderData: keepPreviousData,
      }),
    /** The customer users staff may act as; the previous page stays while the next loads. */
    impersonationCandidates: (query: ImpersonationCandidatesQuery) =>
      queryOptions({
        queryKey: queryKeys.impersonationCandidates(query),
        queryFn: ({ signal }) => api.impersonationUsers(query, signal),
        placeholderData: keepPreviousData,
      }),
    /** The reset page's check of its code (a POST that changes nothing, so a query). */
    resetCode: (code: string) =>
      queryOptions({
        queryKey: queryKeys.resetCode(code),
        queryFn: ({ signal }) => api.verifyResetCode(code, signal),
      }),
    inviteGreeting: (code: string) =>
      queryOptions({
        queryKey: queryKeys.inviteGreeting(code),
        queryFn: ({ signal }) => api.verifyInvite(code, signal),
      }),
  };
}

export type PortalQueries = ReturnType<typeof createQueries>;
