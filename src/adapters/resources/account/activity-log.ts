import { ActivityChainCheck } from "../../../core/api/account/activity-log.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";

/**
 * The company's activity log (issue 44). The list is `useList(ACTIVITY_LOG_LIST, ...)`; the
 * chain check walks every entry on the server, so it runs when the administrator asks.
 */

/** GET /activity-log/verify: whether the chain is intact and how many entries were checked. */
export function getActivityChainCheck(http: HttpClient) {
  return http.request({
    method: "GET",
    path: "/activity-log/verify",
    response: ActivityChainCheck,
  });
}

export function useActivityChainCheck(): MutationView<void, ActivityChainCheck> {
  const { http } = usePortal();
  return useFormMutation(() => getActivityChainCheck(http));
}
