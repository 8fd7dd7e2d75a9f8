import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  NotificationSettings,
  UpdateNotificationSettingsRequest,
} from "../../../core/api/notifications/notification-settings.ts";
import { queryKeys } from "../../api/queries.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { usePortal } from "../portal-context.tsx";
import {
  type MutationView,
  type QueryView,
  useFormMutation,
  useQueryView,
} from "../result-views.ts";

/** GET /notification-settings: each topic's channels. */
export function useNotificationSettings(): QueryView<NotificationSettings> {
  const { queries } = usePortal();
  const enabled = useSessionReady();
  return useQueryView(useQuery({ ...queries.notificationSettings(), enabled }));
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
