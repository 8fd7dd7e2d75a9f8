import type { HttpClient } from "../http/index.ts";
import { createAccountApi } from "./account-api.ts";
import { createAuthApi } from "./auth-api.ts";
import { createNotificationsApi } from "./notifications-api.ts";
import { createUsersApi } from "./users-api.ts";

/** Every endpoint function of the identity slice, over one HTTP client. */
export function createPortalApi(http: HttpClient) {
  return {
    ...createAuthApi(http),
    ...createAccountApi(http),
    ...createNotificationsApi(http),
    ...createUsersApi(http),
  };
}

export type PortalApi = ReturnType<typeof createPortalApi>;
