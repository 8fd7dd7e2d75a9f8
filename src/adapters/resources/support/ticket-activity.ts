import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { pageWindowOfLink } from "../../../core/api/paginated.ts";
import {
  type ActivityEntry,
  ActivityPage,
  ActivityPostResult,
} from "../../../core/api/support/index.ts";
import {
  TICKET_ACTIVITY_DEFAULT_LIMIT,
  TICKET_ACTIVITY_DEFAULT_OFFSET,
} from "../../../core/constants.ts";
import { failureText } from "../../api/index.ts";
import { getWindow, type ListWindow } from "../../api/list-window.ts";
import type { FileTransfer, UploadOptions } from "../../files/file-transfer.ts";
import type { HttpClient } from "../../http/index.ts";
import { useSessionReady } from "../../react/auth/use-session.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { supportKeys } from "./support-keys.ts";
import { FILE_PART } from "./temp-attachments.ts";
import { ticketPath } from "./ticket.ts";

/**
 * A ticket's activity feed (comments and changes, newest first) and the reply that adds to it
 * (ticket-reply.ts is the reply box's flow).
 */

export const ticketActivityKeys = {
  feed: (id: string) => [...supportKeys.ticket(id), "activity"] as const,
} as const;

/** The comment part of POST .../activity. */
export const COMMENT_PART = "comment";

/** The window of a ticket's first activity page (spec section 9). */
export const FIRST_ACTIVITY_PAGE = {
  offset: TICKET_ACTIVITY_DEFAULT_OFFSET,
  limit: TICKET_ACTIVITY_DEFAULT_LIMIT,
} as const;

export function getTicketActivity(
  http: HttpClient,
  id: string,
  window: ListWindow = {},
  signal?: AbortSignal,
) {
  return getWindow(http, `${ticketPath(id)}/activity`, ActivityPage, window, signal);
}

/** A reply with files in one multipart request, reporting upload progress. */
export function postTicketActivity(
  transfer: FileTransfer,
  id: string,
  reply: { readonly comment: string; readonly files: ReadonlyArray<File> },
  options: UploadOptions = {},
) {
  const form = new FormData();
  if (reply.comment.trim() !== "") form.append(COMMENT_PART, reply.comment);
  for (const file of reply.files) form.append(FILE_PART, file, file.name);
  return transfer.upload({
    path: `${ticketPath(id)}/activity`,
    form,
    response: ActivityPostResult,
    ...options,
  });
}

/** The activity feed, a page at a time by its `next` link (newest first). */
export function ticketActivityQuery(http: HttpClient, id: string) {
  return infiniteQueryOptions({
    queryKey: ticketActivityKeys.feed(id),
    queryFn: ({ pageParam, signal }) => getTicketActivity(http, id, pageParam, signal),
    initialPageParam: FIRST_ACTIVITY_PAGE as ListWindow,
    getNextPageParam: (last): ListWindow | undefined => {
      const window = pageWindowOfLink(last.next);
      if (window === undefined) return undefined;
      return window.limit === undefined ? { offset: window.offset } : window;
    },
  });
}

export interface ActivityFeedView {
  /** Every entry loaded so far, newest first. */
  readonly entries: ReadonlyArray<ActivityEntry>;
  /** How many entries the feed has in all. */
  readonly count: number;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: string | null;
  /** The server's `next` link says there is more. */
  readonly hasMore: boolean;
  readonly isLoadingMore: boolean;
  /** Why the last "load more" failed, while the entries already loaded stay. */
  readonly loadMoreError: string | null;
  loadMore(): void;
  refetch(): void;
}

const NO_ENTRIES: ReadonlyArray<ActivityEntry> = Object.freeze([]);

/** The activity feed, 10 entries first (spec section 9), then page by page on demand. */
export function useTicketActivity(id: string): ActivityFeedView {
  const { http } = usePortal();
  const enabled = useSessionReady() && id !== "";
  const feed = useInfiniteQuery({ ...ticketActivityQuery(http, id), enabled });
  const { data, fetchNextPage, refetch } = feed;
  const entries = useMemo(
    () => (data === undefined ? NO_ENTRIES : data.pages.flatMap((page) => page.results)),
    [data],
  );
  const intentions = useMemo(
    () => ({
      loadMore: () => void fetchNextPage(),
      refetch: () => void refetch(),
    }),
    [fetchNextPage, refetch],
  );
  const failedFirst = feed.isError && !feed.isFetchNextPageError;
  return {
    entries,
    count: data?.pages[0]?.count ?? 0,
    isPending: feed.isPending,
    isError: failedFirst,
    error: failedFirst ? failureText(feed.error) : null,
    hasMore: feed.hasNextPage,
    isLoadingMore: feed.isFetchingNextPage,
    loadMoreError: feed.isFetchNextPageError ? failureText(feed.error) : null,
    ...intentions,
  };
}
