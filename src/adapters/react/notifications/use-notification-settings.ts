import { useQueryClient } from "@tanstack/react-query";
import type {
  NotificationSettings,
  UpdateNotificationSettingsRequest,
} from "../../../core/api/notifications/notification-settings.ts";
import { queryKeys } from "../../api/queries.ts";
import { usePortal } from "../portal-context.tsx";
import { type MutationView, type QueryView, useFormMutation } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";

/** GET /notification-settings: each topic's channels. */
export function useNotificationSettings(): QueryView<NotificationSettings> {
  const { queries } = usePortal();
  return useSessionQuery(queries.notificationSettings());
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
      onSuccess: (settings) => queryClient.setQueryData(queryKeys.notificationSettings, settings),
    },
  );
}
