import type { CurrentBannerAlert } from "../../../core/api/content/banner-alert.ts";
import type { ChangelogList } from "../../../core/api/content/changelog.ts";
import type { ListWindow } from "../../api/index.ts";
import { usePortal } from "../portal-context.tsx";
import type { QueryView } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";

/**
 * The portal's own content for the signed-in frame: the banner alert above every private page
 * and the release notes. Asked for only once the session is ready.
 */

/** The banner alert in force; `data` is null when there is none. */
export function useBannerAlert(): QueryView<CurrentBannerAlert> {
  const { queries } = usePortal();
  return useSessionQuery(queries.bannerAlert());
}

/** Release notes, a page at a time (default: the server's first page). */
export function useChangelog(window: ListWindow = {}): QueryView<ChangelogList> {
  const { queries } = usePortal();
  return useSessionQuery(queries.changelog(window));
}
