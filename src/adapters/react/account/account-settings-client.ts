import {
  type AccountSettingsApi,
  createAccountSettingsApi,
} from "../../api/account/account-settings-api.ts";
import {
  type AccountSettingsQueries,
  accountSettingsQueries,
} from "../../api/account/account-settings-queries.ts";
import type { Portal } from "../../portal.ts";
import { usePortal } from "../portal-context.tsx";

/**
 * The account-settings screens' endpoint functions and query factories, built once per portal
 * over its HTTP client, in those screens' chunk.
 */
export interface AccountSettingsClient {
  readonly api: AccountSettingsApi;
  readonly queries: AccountSettingsQueries;
}

const clients = new WeakMap<Portal, AccountSettingsClient>();

export function accountSettingsClientOf(portal: Portal): AccountSettingsClient {
  let client = clients.get(portal);
  if (client === undefined) {
    const api = createAccountSettingsApi(portal.http);
    client = { api, queries: accountSettingsQueries(api) };
    clients.set(portal, client);
  }
  return client;
}

export function useAccountSettingsClient(): AccountSettingsClient {
  return accountSettingsClientOf(usePortal());
}
