import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useMemo } from "react";
import { type Notification, unreadCount } from "../../../core/api/notifications/notification.ts";
import { NOTIFICATION_BADGE_MAX, NOTIFICATION_POLL_MS } from "../../../core/constants.ts";
import { failureText, type NotificationQuery } from "../../api/index.ts";
import type { PortalApi } from "../../api/portal-api.ts";
import { useSessionReady } from "../../react/auth/use-session.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type PageView, pageViewOf, useQueryView } from "../../react/result-views.ts";
import { statisticsKeys } from "../account/statistics.ts";

/**
 * Notifications: the bell's menu and the /notifications lists, polled every 5 s, over the
 * identity slice's lazy `portal.api` (api/notifications/notifications-api.ts).
 */

export const notificationKeys = {
  all: ["notifications"],
  list: (query: NotificationQuery) => ["notifications", "list", query] as const,
  menu: ["notifications", "menu"],
} as const;

/** How many notifications the bell's menu lists. */
export const NOTIFICATION_MENU_SIZE = 10;

/** A page of notifications; the previous page stays on screen while the next loads. */
export function notificationsQuery(api: PortalApi, query: NotificationQuery) {
  return queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => api.notifications(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function notificationMenuQuery(api: PortalApi) {
  return queryOptions({
    queryKey: notificationKeys.menu,
    queryFn: ({ signal }) => api.notifications({ limit: NOTIFICATION_MENU_SIZE }, signal),
  });
}

const NOTIFICATIONS_TITLE = "Notifications";

/** A page of notifications with filters, polled while signed in, with its page size. */
export function useNotifications(query: NotificationQuery = {}): PageView<Notification> {
  const { api } = usePortal();
  const enabled = useSessionReady();
  const view = useQueryView(
    useQuery({
      ...notificationsQuery(api, query),
      enabled,
      refetchInterval: NOTIFICATION_POLL_MS,
    }),
  );
  return pageViewOf(view, query.limit);
}

export interface NotificationMenuView {
  readonly items: ReadonlyArray<Notification>;
  readonly unreadCount: number;
  /** The bell's badge: null with nothing unread, at most NOTIFICATION_BADGE_MAX ("10"). */
  readonly badge: string | null;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: string | null;
  markRead(id: string): void;
  markAllRead(): void;
}

const NO_ITEMS: ReadonlyArray<Notification> = Object.freeze([]);

/** The spec caps the badge: "The badge maximum shows 10". */
export function notificationBadge(unread: number): string | null {
  return unread <= 0 ? null : String(Math.min(unread, NOTIFICATION_BADGE_MAX));
}

export function useNotificationMenu(): NotificationMenuView {
  const { api, notify } = usePortal();
  const queryClient = useQueryClient();
  const enabled = useSessionReady();
  const view = useQueryView(
    useQuery({ ...notificationMenuQuery(api), enabled, refetchInterval: NOTIFICATION_POLL_MS }),
  );
  const marking = useMutation({
    mutationFn: (ids: ReadonlyArray<string> | "all") => api.markNotificationsRead(ids),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
      ]),
    onError: (error) =>
      notify({ variant: "error", title: NOTIFICATIONS_TITLE, body: failureText(error) }),
  });
  const { mutate } = marking;
  const intentions = useMemo(
    () => ({
      markRead: (id: string) => mutate([id]),
      markAllRead: () => mutate("all"),
    }),
    [mutate],
  );
  const unread = view.data === undefined ? 0 : unreadCount(view.data);
  return {
    items: view.data?.results ?? NO_ITEMS,
    unreadCount: unread,
    badge: notificationBadge(unread),
    isPending: view.isPending,
    isError: view.isError,
    error: view.error,
    ...intentions,
  };
}
