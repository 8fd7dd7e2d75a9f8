import { queryOptions } from "@tanstack/react-query";
import type { Statistics } from "../../../core/api/account/statistics.ts";
import type { PortalApi } from "../../api/portal-api.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";

/**
 * The dashboard's statistics (GET /statistics), over the identity slice's lazy `portal.api`
 * (api/account/account-api.ts). Nothing is asked for until the session is ready, so no call
 * goes out with a token that is being renewed or for a user that is being switched.
 */

export const statisticsKeys = {
  all: ["statistics"],
} as const;

export function statisticsQuery(api: PortalApi) {
  return queryOptions({
    queryKey: statisticsKeys.all,
    queryFn: ({ signal }) => api.statistics(signal),
  });
}

export function useStatistics(): QueryView<Statistics> {
  const { api } = usePortal();
  return useSessionQuery(statisticsQuery(api));
}
