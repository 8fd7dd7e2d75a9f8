import { CurrentBannerAlert } from "../../../core/api/content/banner-alert.ts";
import { ChangelogList } from "../../../core/api/content/changelog.ts";
import type { HttpClient } from "../../http/index.ts";
import type { ListWindow } from "../list-window.ts";

/** The portal's own content: the banner alert in force and the release notes (spec section 7). */
export function createContentApi(http: HttpClient) {
  return {
    /** GET /banner-alert: the alert in force, or null. */
    bannerAlert: (signal?: AbortSignal) =>
      http.request({ method: "GET", path: "/banner-alert", response: CurrentBannerAlert, signal }),
    changelog: (window: ListWindow = {}, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/changelog",
        query: { offset: window.offset, limit: window.limit },
        response: ChangelogList,
        signal,
      }),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
