import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  type Notification,
  type NotificationList,
  unreadCount,
} from "../../../core/api/notifications/notification.ts";
import { NOTIFICATION_BADGE_MAX, NOTIFICATION_POLL_MS } from "../../../core/constants.ts";
import { failureText, type NotificationQuery, queryKeys } from "../../api/index.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { usePortal } from "../portal-context.tsx";
import { type QueryView, useQueryView } from "../result-views.ts";

/** Notifications: the bell's menu and the /notifications lists, polled every 5 s. */

const NOTIFICATIONS_TITLE = "Notifications";

/** A page of notifications with filters, polled while signed in. */
export function useNotifications(query: NotificationQuery = {}): QueryView<NotificationList> {
  const { queries } = usePortal();
  const enabled = useSessionReady();
  return useQueryView(
    useQuery({ ...queries.notifications(query), enabled, refetchInterval: NOTIFICATION_POLL_MS }),
  );
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
  const { api, queries, notify } = usePortal();
  const queryClient = useQueryClient();
  const enabled = useSessionReady();
  const view = useQueryView(
    useQuery({ ...queries.notificationMenu(), enabled, refetchInterval: NOTIFICATION_POLL_MS }),
  );
  const marking = useMutation({
    mutationFn: (ids: ReadonlyArray<string> | "all") => api.markNotificationsRead(ids),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
        queryClient.invalidateQueries({ queryKey: queryKeys.statistics }),
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
