import type { HttpClient } from "../http/index.ts";
import type { IdentityApi } from "./identity-api.ts";
import { probeServer } from "./server-status-probe.ts";

/**
 * The endpoint functions the portal's core needs (sign-in, session, account, notifications,
 * impersonation), callable from the first render but loaded on the first call.
 *
 * Why: the endpoint functions decode answers with the contract schemas, and the schema library
 * is the largest piece of the portal. The sign-in page needs none of it until the user
 * submits the form, so it is fetched then (and, on a signed-in boot, with the first /me). The
 * status probe, which runs on every page from the start, does not decode and is not deferred.
 */

/** Every method of the identity slice, by name: the lazy wrapper is built from this list. */
const IDENTITY_METHODS = [
  "signIn",
  "refresh",
  "logout",
  "captcha",
  "forgotPassword",
  "verifyResetCode",
  "resetPassword",
  "me",
  "updateDefaultCurrency",
  "updateOwnDetails",
  "currencies",
  "accountManager",
  "statistics",
  "bannerAlert",
  "notifications",
  "markNotificationsRead",
  "notificationSettings",
  "updateNotificationSettings",
  "startImpersonation",
  "exitImpersonation",
  "verifyInvite",
  "setPassword",
  "registerCompany",
] as const satisfies readonly (keyof IdentityApi)[];

// Fails to compile when identity-api.ts gains a method that the list above does not name.
type Unlisted = Exclude<keyof IdentityApi, (typeof IDENTITY_METHODS)[number]>;
const everyMethodListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyMethodListed;

type AsyncMethod = (...args: never[]) => Promise<unknown>;

export type PortalApi = IdentityApi & {
  /** GET /info: resolves when the server answers (server-status-probe.ts). */
  readonly serverInfo: (signal?: AbortSignal) => Promise<void>;
};

export function createPortalApi(http: HttpClient): PortalApi {
  let loading: Promise<IdentityApi> | undefined;
  const load = () => {
    loading ??= import("./identity-api.ts").then((module) => module.createIdentityApi(http));
    // A failed chunk load (offline) is not cached: the next call tries again.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const lazy: Partial<Record<keyof IdentityApi, AsyncMethod>> = {};
  for (const name of IDENTITY_METHODS) {
    lazy[name] = async (...args: never[]) => {
      const api = await load();
      return (api[name] as AsyncMethod)(...args);
    };
  }
  return {
    ...(lazy as IdentityApi),
    serverInfo: (signal?: AbortSignal) => probeServer(http, signal),
  };
}
