import { queryOptions } from "@tanstack/react-query";
import { CurrentIncidents } from "../../../core/api/events/current-incidents.ts";
import { canView } from "../../../core/permissions/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { useSession } from "../../react/auth/use-session.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { eventKeys } from "./events-keys.ts";

/**
 * What affects the company now (GET /incidents/current, issue 45): the dashboard's first
 * section, the marks beside services and the banner's link all read this one query, so a page
 * showing several of them makes one call. It is refreshed every INCIDENTS_POLL_MS while
 * shown: one indexed statement on the server, cheap enough for a short poll.
 */

/** How often an open page asks again. */
export const INCIDENTS_POLL_MS = 30_000;

export const currentIncidentKeys = {
  current: [...eventKeys.all, "incidents", "current"],
} as const;

export function getCurrentIncidents(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/incidents/current",
    response: CurrentIncidents,
    signal,
  });
}

export function currentIncidentsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: currentIncidentKeys.current,
    queryFn: ({ signal }) => getCurrentIncidents(http, signal),
    refetchInterval: INCIDENTS_POLL_MS,
  });
}

/**
 * The current incidents, for someone who may read maintenances and outages (the support
 * module, as the server asks); for anyone else no call is made and the view stays pending
 * with `allowed` false, so a screen shows no marks rather than a failure.
 */
export function useCurrentIncidents(): QueryView<CurrentIncidents> & { readonly allowed: boolean } {
  const { http } = usePortal();
  const allowed = canView(useSession().permissions, "support");
  return { ...useSessionQuery(currentIncidentsQuery(http), allowed), allowed };
}
