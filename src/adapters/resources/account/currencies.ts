import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type { CurrencyList } from "../../../core/api/account/currency.ts";
import type { UserInfo } from "../../../core/api/account/user-info.ts";
import { CURRENCY_CHANGED_NOTICE } from "../../../core/errors/index.ts";
import { failureText } from "../../api/index.ts";
import type { PortalApi } from "../../api/portal-api.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, type QueryView, useFormMutation } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { billingEstimateKeys } from "../billing/billing-estimate.ts";
import { orderingKeys } from "../ordering/ordering-keys.ts";

/**
 * The currencies of the profile's currency picker and the user's choice of default, over the
 * identity slice's lazy `portal.api` (api/account/account-api.ts).
 */

export const currencyKeys = {
  all: ["currencies"],
} as const;

export function currenciesQuery(api: PortalApi) {
  return queryOptions({
    queryKey: currencyKeys.all,
    queryFn: ({ signal }) => api.currencies(signal),
  });
}

export function useCurrencies(): QueryView<CurrencyList> {
  const { api } = usePortal();
  return useSessionQuery(currenciesQuery(api));
}

/**
 * PUT /me with a new default currency (spec sections 6 and 8): on success the
 * 'Change currency' notice and the session's user replaced by the answer; on failure the same
 * title with the server's reason. The currency picks the price book (issue 40), so the prices
 * and the billing estimate read before are stale: they are fetched again in the new currency.
 */
export function useUpdateDefaultCurrency(): MutationView<string, UserInfo> {
  const { api, session, notify } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation((currencyId: string) => api.updateDefaultCurrency(currencyId), {
    onSuccess: (user) => {
      session.send({ type: "USER_INFO_UPDATED", userInfo: user });
      void queryClient.invalidateQueries({ queryKey: orderingKeys.all });
      void queryClient.invalidateQueries({ queryKey: billingEstimateKeys.estimate });
      notify({ variant: "success", ...CURRENCY_CHANGED_NOTICE });
    },
    onError: (error) =>
      notify({ variant: "error", title: CURRENCY_CHANGED_NOTICE.title, body: failureText(error) }),
  });
}
