import { useQuery } from "@tanstack/react-query";
import type { AccountManager } from "../../core/api/account-manager.ts";
import type { CurrentBannerAlert } from "../../core/api/banner-alert.ts";
import type { ChangelogList } from "../../core/api/changelog.ts";
import type { CurrencyList } from "../../core/api/currency.ts";
import type { ImpersonationCandidateList } from "../../core/api/impersonation.ts";
import type { Statistics } from "../../core/api/statistics.ts";
import type { ImpersonationCandidatesQuery, ListWindow } from "../api/index.ts";
import { usePortal } from "./portal-context.tsx";
import { type QueryView, useQueryView } from "./result-views.ts";
import { useSessionReady } from "./use-session.ts";

/**
 * Server data of the signed-in frame (dashboard, contact widget, banner alert, currency
 * picker, changelog). Nothing is asked for until the session is ready, so no call goes out
 * with a token that is being renewed or for a user that is being switched.
 */

export function useStatistics(): QueryView<Statistics> {
  const { queries } = usePortal();
  const enabled = useSessionReady();
  return useQueryView(useQuery({ ...queries.statistics(), enabled }));
}

/** The account manager; `data` is null for a company without one. */
export function useAccountManager(): QueryView<AccountManager | null> {
  const { queries } = usePortal();
  const enabled = useSessionReady();
  return useQueryView(useQuery({ ...queries.accountManager(), enabled }));
}

/** The banner alert in force; `data` is null when there is none. */
export function useBannerAlert(): QueryView<CurrentBannerAlert> {
  const { queries } = usePortal();
  const enabled = useSessionReady();
  return useQueryView(useQuery({ ...queries.bannerAlert(), enabled }));
}

export function useCurrencies(): QueryView<CurrencyList> {
  const { queries } = usePortal();
  const enabled = useSessionReady();
  return useQueryView(useQuery({ ...queries.currencies(), enabled }));
}

/** Release notes, a page at a time (default: the server's first page). */
export function useChangelog(window: ListWindow = {}): QueryView<ChangelogList> {
  const { queries } = usePortal();
  const enabled = useSessionReady();
  return useQueryView(useQuery({ ...queries.changelog(window), enabled }));
}

/** The customer users staff may act as (/impersonation/user-impersonation), filtered and paged. */
export function useImpersonationCandidates(
  query: ImpersonationCandidatesQuery = {},
): QueryView<ImpersonationCandidateList> {
  const { queries } = usePortal();
  const enabled = useSessionReady();
  return useQueryView(useQuery({ ...queries.impersonationCandidates(query), enabled }));
}
