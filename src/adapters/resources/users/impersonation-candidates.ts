import type { ImpersonationCandidate } from "../../../core/api/auth/impersonation.ts";
import { IMPERSONATION_CANDIDATE_LIST } from "../../../core/api/auth/impersonation-session.ts";
import type { ListCall } from "../../lists/list-resource.ts";
import type { PageView } from "../../react/result-views.ts";
import { useList } from "../../react/use-list.ts";

/** The filters and page of GET /impersonation/users (IMPERSONATION_CANDIDATE_LIST). */
export type ImpersonationCandidatesQuery = ListCall<typeof IMPERSONATION_CANDIDATE_LIST>;

/**
 * The customer users staff may act as, for /impersonation/user-impersonation: one page of the
 * declared list, filtered; the previous page stays on screen while the next loads.
 */
export function useImpersonationCandidates(
  query: ImpersonationCandidatesQuery = {},
): PageView<ImpersonationCandidate> {
  return useList(IMPERSONATION_CANDIDATE_LIST, query);
}
