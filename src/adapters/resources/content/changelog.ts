import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ChangelogList } from "../../../core/api/content/changelog.ts";
import type { ListWindow } from "../../api/list-window.ts";
import type { PortalApi } from "../../api/portal-api.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";

/**
 * The release notes, over the identity slice's lazy `portal.api` (api/content/content-api.ts).
 * Asked for only once the session is ready.
 */

export const changelogKeys = {
  page: (window: ListWindow) => ["changelog", window] as const,
} as const;

/** A page of release notes; the previous page stays on screen while the next loads. */
export function changelogQuery(api: PortalApi, window: ListWindow = {}) {
  return queryOptions({
    queryKey: changelogKeys.page(window),
    queryFn: ({ signal }) => api.changelog(window, signal),
    placeholderData: keepPreviousData,
  });
}

/** Release notes, a page at a time (default: the server's first page). */
export function useChangelog(window: ListWindow = {}): QueryView<ChangelogList> {
  const { api } = usePortal();
  return useSessionQuery(changelogQuery(api, window));
}
