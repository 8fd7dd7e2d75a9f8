export type { ServerStatusBanner, Toast, ToastVariant } from "../../machines/index.ts";
export type {
  ImpersonationCandidatesQuery,
  ListWindow,
  NotificationQuery,
} from "../api/index.ts";
export type { Portal, PortalOptions } from "../portal.ts";
export { PortalProvider } from "./portal-context.tsx";
export type { CheckView, MutationView, QueryView } from "./result-views.ts";
export { RuntimeConfigProvider, useRuntimeConfig } from "./runtime-config-context.tsx";
export {
  useAccountManager,
  useBannerAlert,
  useChangelog,
  useCurrencies,
  useImpersonationCandidates,
  useStatistics,
} from "./use-account-data.ts";
export { type ConsentView, useConsent } from "./use-consent.ts";
export {
  type NotificationMenuView,
  notificationBadge,
  useNotificationMenu,
  useNotifications,
} from "./use-notifications.ts";
export {
  useCompanySignUp,
  useForgotPassword,
  useInviteGreeting,
  useResetPassword,
  useSetPassword,
  useVerifyResetCode,
} from "./use-public-forms.ts";
export { type ServerStatusView, useServerStatus } from "./use-server-status.ts";
export {
  type SessionPhase,
  type SessionView,
  type SignInRequest,
  useSession,
} from "./use-session.ts";
export { useUpdateDefaultCurrency } from "./use-update-default-currency.ts";
