import { useQueryClient } from "@tanstack/react-query";
import { Schema } from "effect";
import {
  CALENDAR_FEED_LIST,
  type CreateCalendarFeedRequest,
  CreatedCalendarFeed,
} from "../../../core/api/events/calendar-feeds.ts";
import type { HttpClient } from "../../http/index.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";

/**
 * The caller's calendar addresses (issue 43): creating one (its address comes back once) and
 * revoking one. The list itself is `useList(CALENDAR_FEED_LIST, ...)`; each change refreshes it.
 */

export function createCalendarFeed(http: HttpClient, request: CreateCalendarFeedRequest) {
  return http.request({
    method: "POST",
    path: CALENDAR_FEED_LIST.path,
    body: request,
    response: CreatedCalendarFeed,
  });
}

/** DELETE /calendar-feeds/{id}: answers 204 with no body. */
export function revokeCalendarFeed(http: HttpClient, id: string) {
  return http.request({
    method: "DELETE",
    path: `${CALENDAR_FEED_LIST.path}/${encodeURIComponent(id)}`,
    response: Schema.Null,
  });
}

function useRefreshFeeds(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKeys(CALENDAR_FEED_LIST).all });
}

/** `onCreated` receives the new address: the one time it exists outside the server. */
export function useCreateCalendarFeed(
  onCreated: (feed: CreatedCalendarFeed) => void,
): MutationView<CreateCalendarFeedRequest, CreatedCalendarFeed> {
  const { http } = usePortal();
  const refresh = useRefreshFeeds();
  return useFormMutation(
    (request: CreateCalendarFeedRequest) => createCalendarFeed(http, request),
    {
      onSuccess: (feed) => {
        onCreated(feed);
        void refresh();
      },
    },
  );
}

export function useRevokeCalendarFeed(): MutationView<string, unknown> {
  const { http } = usePortal();
  const refresh = useRefreshFeeds();
  return useFormMutation((id: string): Promise<unknown> => revokeCalendarFeed(http, id), {
    onSuccess: refresh,
  });
}
