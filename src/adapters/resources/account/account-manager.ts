import { queryOptions } from "@tanstack/react-query";
import type { AccountManager } from "../../../core/api/account/account-manager.ts";
import type { PortalApi } from "../../api/portal-api.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";

/**
 * The company's account manager (GET /account-manager), for the contact widget and the
 * dashboard, over the identity slice's lazy `portal.api` (api/account/account-api.ts).
 */

export const accountManagerKeys = {
  all: ["account-manager"],
} as const;

export function accountManagerQuery(api: PortalApi) {
  return queryOptions({
    queryKey: accountManagerKeys.all,
    queryFn: ({ signal }) => api.accountManager(signal),
  });
}

/** The account manager; `data` is null for a company without one. */
export function useAccountManager(): QueryView<AccountManager | null> {
  const { api } = usePortal();
  return useSessionQuery(accountManagerQuery(api));
}
