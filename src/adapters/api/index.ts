export { type AccountApi, createAccountApi, type ListWindow } from "./account-api.ts";
export { type AuthApi, createAuthApi } from "./auth-api.ts";
export {
  type FormFailure,
  failureOf,
  failureText,
  formFailure,
  NO_FORM_FAILURE,
} from "./failure-text.ts";
export {
  createNotificationsApi,
  type NotificationQuery,
  type NotificationsApi,
} from "./notifications-api.ts";
export { createPortalApi, type PortalApi } from "./portal-api.ts";
export {
  createQueries,
  type ImpersonationCandidatesQuery,
  NOTIFICATION_MENU_SIZE,
  type PortalQueries,
  queryKeys,
} from "./queries.ts";
export { createPortalQueryClient } from "./query-client.ts";
export { createUsersApi, type UsersApi } from "./users-api.ts";
