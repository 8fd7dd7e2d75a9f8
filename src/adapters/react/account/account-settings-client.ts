import {
  type AccountSettingsApi,
  createAccountSettingsApi,
} from "../../api/account/account-settings-api.ts";
import {
  type AccountSettingsQueries,
  accountSettingsQueries,
} from "../../api/account/account-settings-queries.ts";
import { perPortal } from "../../per-portal.ts";
import { usePortal } from "../portal-context.tsx";

/**
 * The account-settings screens' endpoint functions and query factories, built once per portal
 * over its HTTP client, in those screens' chunk.
 */
export interface AccountSettingsClient {
  readonly api: AccountSettingsApi;
  readonly queries: AccountSettingsQueries;
}

export const accountSettingsClientOf = perPortal((portal): AccountSettingsClient => {
  const api = createAccountSettingsApi(portal.http);
  return { api, queries: accountSettingsQueries(api) };
});

export function useAccountSettingsClient(): AccountSettingsClient {
  return accountSettingsClientOf(usePortal());
}
