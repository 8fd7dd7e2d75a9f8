import { queryOptions } from "@tanstack/react-query";
import type { CurrentBannerAlert } from "../../../core/api/content/banner-alert.ts";
import type { PortalApi } from "../../api/portal-api.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";

/**
 * The banner alert above every private page, over the identity slice's lazy `portal.api`
 * (api/content/content-api.ts). Asked for only once the session is ready.
 */

export const bannerAlertKeys = {
  all: ["banner-alert"],
} as const;

export function bannerAlertQuery(api: PortalApi) {
  return queryOptions({
    queryKey: bannerAlertKeys.all,
    queryFn: ({ signal }) => api.bannerAlert(signal),
  });
}

/** The banner alert in force; `data` is null when there is none. */
export function useBannerAlert(): QueryView<CurrentBannerAlert> {
  const { api } = usePortal();
  return useSessionQuery(bannerAlertQuery(api));
}
