import { CurrentBannerAlert } from "../../../core/api/content/banner-alert.ts";
import type { HttpClient } from "../../http/index.ts";

/**
 * The portal's own content: the banner alert in force (spec section 7). The release notes are
 * a declared list (CHANGELOG_LIST), read through `useList`.
 */
export function createContentApi(http: HttpClient) {
  return {
    /** GET /banner-alert: the alert in force, or null. */
    bannerAlert: (signal?: AbortSignal) =>
      http.request({ method: "GET", path: "/banner-alert", response: CurrentBannerAlert, signal }),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
