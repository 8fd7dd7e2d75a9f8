import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type {
  ActivityEntry,
  FollowerList,
  TicketDetail,
  TicketTransitionList,
} from "../../../core/api/support/index.ts";
import { failureText } from "../../api/index.ts";
import { useSessionReady } from "../auth/use-session.ts";
import type { QueryView } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useSupportClient } from "./support-client.ts";

/** One ticket's page: the ticket, its feed, the steps it may take and who follows it. */

/** The ticket named by its issue key (a 404 reads "Not found." from the server). */
export function useTicket(id: string): QueryView<TicketDetail> {
  const { queries } = useSupportClient();
  return useSessionQuery(queries.ticket(id), id !== "");
}

/** The transitions the caller may take now (none without the write permission). */
export function useTicketTransitions(id: string, load = true): QueryView<TicketTransitionList> {
  const { queries } = useSupportClient();
  return useSessionQuery(queries.transitions(id), id !== "" && load);
}

export function useTicketFollowers(id: string): QueryView<FollowerList> {
  const { queries } = useSupportClient();
  return useSessionQuery(queries.followers(id), id !== "");
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
  const { queries } = useSupportClient();
  const enabled = useSessionReady() && id !== "";
  const feed = useInfiniteQuery({ ...queries.activity(id), enabled });
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
