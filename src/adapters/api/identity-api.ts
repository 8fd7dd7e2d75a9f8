import type { HttpClient } from "../http/index.ts";
import { createAccountApi } from "./account-api.ts";
import { createAuthApi } from "./auth-api.ts";
import { createNotificationsApi } from "./notifications-api.ts";
import { createUsersApi } from "./users-api.ts";

/**
 * Every endpoint function of the identity slice, over one HTTP client. Loaded on first use by
 * portal-api.ts, with the contract schemas it decodes with.
 */
export function createIdentityApi(http: HttpClient) {
  return {
    ...createAuthApi(http),
    ...createAccountApi(http),
    ...createNotificationsApi(http),
    ...createUsersApi(http),
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;
