import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type {
  NotificationSettings,
  UpdateNotificationSettingsRequest,
} from "../../../core/api/notifications/notification-settings.ts";
import type { PortalApi } from "../../api/portal-api.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, type QueryView, useFormMutation } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";

/**
 * How the caller's notifications are delivered, over the identity slice's lazy `portal.api`
 * (api/notifications/notifications-api.ts).
 */

export const notificationSettingsKeys = {
  all: ["notification-settings"],
} as const;

export function notificationSettingsQuery(api: PortalApi) {
  return queryOptions({
    queryKey: notificationSettingsKeys.all,
    queryFn: ({ signal }) => api.notificationSettings(signal),
  });
}

/** GET /notification-settings: each topic's channels. */
export function useNotificationSettings(): QueryView<NotificationSettings> {
  const { api } = usePortal();
  return useSessionQuery(notificationSettingsQuery(api));
}

/** PUT /notification-settings: the answer replaces what the settings page shows. */
export function useUpdateNotificationSettings(): MutationView<
  UpdateNotificationSettingsRequest,
  NotificationSettings
> {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation(
    (request: UpdateNotificationSettingsRequest) => api.updateNotificationSettings(request),
    {
      onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKeys.all, settings),
    },
  );
}
