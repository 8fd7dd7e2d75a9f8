import { CHANGELOG_LIST } from "../../../core/api/content/changelog.ts";
import type { ListItem } from "../../lists/list-resource.ts";
import type { PageView } from "../../react/result-views.ts";
import { useList } from "../../react/use-list.ts";

/**
 * The release notes (/changelogs), one page of the declared list at a time; the previous
 * page stays on screen while the next loads. Asked for only once the session is ready.
 */
export function useChangelog(page: number): PageView<ListItem<typeof CHANGELOG_LIST>> {
  return useList(CHANGELOG_LIST, CHANGELOG_LIST.page({}, page));
}
