import type { AccountManager } from "../../../core/api/account/account-manager.ts";
import type { CurrencyList } from "../../../core/api/account/currency.ts";
import type { Statistics } from "../../../core/api/account/statistics.ts";
import type { ImpersonationCandidateList } from "../../../core/api/auth/impersonation.ts";
import type { ImpersonationCandidatesQuery } from "../../api/index.ts";
import { usePortal } from "../portal-context.tsx";
import type { QueryView } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";

/**
 * Account data of the signed-in frame (dashboard statistics, contact widget, currency picker,
 * impersonation candidates). Nothing is asked for until the session is ready, so no call goes out
 * with a token that is being renewed or for a user that is being switched.
 */

export function useStatistics(): QueryView<Statistics> {
  const { queries } = usePortal();
  return useSessionQuery(queries.statistics());
}

/** The account manager; `data` is null for a company without one. */
export function useAccountManager(): QueryView<AccountManager | null> {
  const { queries } = usePortal();
  return useSessionQuery(queries.accountManager());
}

export function useCurrencies(): QueryView<CurrencyList> {
  const { queries } = usePortal();
  return useSessionQuery(queries.currencies());
}

/** The customer users staff may act as (/impersonation/user-impersonation), filtered and paged. */
export function useImpersonationCandidates(
  query: ImpersonationCandidatesQuery = {},
): QueryView<ImpersonationCandidateList> {
  const { queries } = usePortal();
  return useSessionQuery(queries.impersonationCandidates(query));
}
