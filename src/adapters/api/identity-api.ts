import type { HttpClient } from "../http/index.ts";
import { createAccountApi } from "./account/account-api.ts";
import { createAuthApi } from "./auth/auth-api.ts";
import { createContentApi } from "./content/content-api.ts";
import { createNotificationsApi } from "./notifications/notifications-api.ts";
import { createUsersApi } from "./users/users-api.ts";

/**
 * Every endpoint function of the identity slice, over one HTTP client. Loaded on first use by
 * portal-api.ts, with the contract schemas it decodes with.
 */
export function createIdentityApi(http: HttpClient) {
  return {
    ...createAuthApi(http),
    ...createAccountApi(http),
    ...createContentApi(http),
    ...createNotificationsApi(http),
    ...createUsersApi(http),
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;
