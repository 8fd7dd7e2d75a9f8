// The barrel names only what loads at boot. The endpoint factories (identity-api.ts and the
// files it spreads) are left out on purpose: a re-export here would make the entry chunk
// import them, and with them the schema library (portal-api.ts loads them on first use).
export type { AccountApi } from "./account/account-api.ts";
export type { AuthApi } from "./auth/auth-api.ts";
export type { ContentApi } from "./content/content-api.ts";
export {
  type FormFailure,
  failureOf,
  failureText,
  formFailure,
  NO_FORM_FAILURE,
} from "./failure-text.ts";
export type { IdentityApi } from "./identity-api.ts";
export type { ListWindow } from "./list-window.ts";
export type { NotificationQuery, NotificationsApi } from "./notifications/notifications-api.ts";
export { createPortalApi, type PortalApi } from "./portal-api.ts";
export { createPortalQueryClient } from "./query-client.ts";
export { probeServer } from "./server-status-probe.ts";
export type { UsersApi } from "./users/users-api.ts";
