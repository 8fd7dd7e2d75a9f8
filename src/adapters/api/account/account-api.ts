import { CurrentAccountManager } from "../../../core/api/account/account-manager.ts";
import { CurrencyList } from "../../../core/api/account/currency.ts";
import { MeResponse } from "../../../core/api/account/me.ts";
import { Statistics } from "../../../core/api/account/statistics.ts";
import { MAX_PAGE_LIMIT } from "../../../core/api/page-window.ts";
import type { UserDetailsRequest } from "../../../core/api/users/user-details.ts";
import { USER_INFO_TIMEOUT_MS } from "../../../core/constants.ts";
import type { HttpClient } from "../../http/index.ts";

/** Every currency the provider offers: far fewer than one page holds. */
const ALL_CURRENCIES = { limit: MAX_PAGE_LIMIT } as const;

/** The signed-in user and their company (spec section 7). */
export function createAccountApi(http: HttpClient) {
  return {
    /** GET /me, 10 s limit; `impersonator` names the staff member acting as the user, if any. */
    me: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/me",
        response: MeResponse,
        timeoutMs: USER_INFO_TIMEOUT_MS,
        signal,
      }),
    /** PUT /me {default_currency}: answers the updated user. */
    updateDefaultCurrency: (currencyId: string) =>
      http.request({
        method: "PUT",
        path: "/me",
        body: { default_currency: currencyId },
        response: MeResponse,
      }),
    /** PUT /me/details {firstname, lastname, phone}: answers the updated user. */
    updateOwnDetails: (details: UserDetailsRequest) =>
      http.request({ method: "PUT", path: "/me/details", body: details, response: MeResponse }),
    currencies: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/currencies",
        query: ALL_CURRENCIES,
        response: CurrencyList,
        signal,
      }),
    /** GET /account-manager; null for a company without one. */
    accountManager: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/account-manager",
        response: CurrentAccountManager,
        signal,
      }),
    statistics: (signal?: AbortSignal) =>
      http.request({ method: "GET", path: "/statistics", response: Statistics, signal }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
