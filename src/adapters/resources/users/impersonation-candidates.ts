import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ImpersonationCandidate } from "../../../core/api/auth/impersonation.ts";
import type { IMPERSONATION_CANDIDATE_LIST } from "../../../core/api/auth/impersonation-session.ts";
import type { Page } from "../../../core/api/paginated.ts";
import type { PortalApi } from "../../api/portal-api.ts";
import type { ListCall } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";

/**
 * The customer users staff may act as (GET /impersonation/users), over the identity slice's
 * lazy `portal.api` (api/users/users-api.ts, which also starts and ends an impersonation).
 */

/** The filters and page of GET /impersonation/users. */
export type ImpersonationCandidatesQuery = ListCall<typeof IMPERSONATION_CANDIDATE_LIST>;

export const impersonationCandidateKeys = {
  list: (query: ImpersonationCandidatesQuery) => ["impersonation-candidates", query] as const,
} as const;

/** The previous page stays on screen while the next loads. */
export function impersonationCandidatesQuery(api: PortalApi, query: ImpersonationCandidatesQuery) {
  return queryOptions({
    queryKey: impersonationCandidateKeys.list(query),
    queryFn: ({ signal }) => api.impersonationUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** For /impersonation/user-impersonation, filtered and paged. */
export function useImpersonationCandidates(
  query: ImpersonationCandidatesQuery = {},
): QueryView<Page<ImpersonationCandidate>> {
  const { api } = usePortal();
  return useSessionQuery(impersonationCandidatesQuery(api, query));
}
