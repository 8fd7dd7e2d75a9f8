export type { ServerStatusBanner, Toast, ToastVariant } from "../../machines/index.ts";
export type {
  ImpersonationCandidatesQuery,
  ListWindow,
  NotificationQuery,
} from "../api/index.ts";
export type { Portal, PortalOptions } from "../portal.ts";
export {
  useAccountManager,
  useCurrencies,
  useImpersonationCandidates,
  useStatistics,
} from "./account/use-account-data.ts";
export { useUpdateDefaultCurrency } from "./account/use-update-default-currency.ts";
export {
  useCompanySignUp,
  useForgotPassword,
  useInviteGreeting,
  useResetPassword,
  useSetPassword,
  useVerifyResetCode,
} from "./auth/use-public-forms.ts";
export {
  type SessionPhase,
  type SessionView,
  type SignInRequest,
  useSession,
} from "./auth/use-session.ts";
export { useBillingSummary } from "./billing/use-billing-summary.ts";
export {
  type DisputeAttachmentsView,
  type DisputeView,
  useDisputeAttachments,
  useDisputeInvoice,
} from "./billing/use-dispute.ts";
export { useInvoiceDownload } from "./billing/use-invoice-download.ts";
export { useInvoice } from "./billing/use-invoices.ts";
export { useOrderFormDownload } from "./billing/use-order-form-download.ts";
export { type PdfDownloadView, usePdfDownload } from "./billing/use-pdf-download.ts";
export { useBannerAlert, useChangelog } from "./content/use-content.ts";
export { useRequestFeature } from "./content/use-request-feature.ts";
export {
  type NotificationMenuView,
  notificationBadge,
  useNotificationMenu,
  useNotifications,
} from "./notifications/use-notifications.ts";
export {
  CHECKED_KEY_FIELD,
  type CniOnPort,
  findCni,
  priceAskOf,
} from "./ordering/order-flows.ts";
export {
  type OrderData,
  type OrderWizardView,
  useOrderWizard,
  type WizardForm,
} from "./ordering/use-order-wizard.ts";
export {
  type OrderingActions,
  useCloudRegions,
  useInspect,
  useOrderablePorts,
  useOrderDraft,
  useOrderingActions,
  useOrderLocations,
  useOrderStatus,
  usePriceList,
  usePricing,
} from "./ordering/use-ordering.ts";
export { PortalProvider } from "./portal-context.tsx";
export type { CheckView, MutationView, QueryView } from "./result-views.ts";
export { RuntimeConfigProvider, useRuntimeConfig } from "./runtime-config-context.tsx";
export { useContractLine, useNetworkService } from "./services/use-network-and-contracts.ts";
export {
  useCeaseReasons,
  useService,
  useServiceCeaseOrders,
  useServiceChildren,
} from "./services/use-service.ts";
export {
  type LoaDownloadView,
  useLoaDownload,
  useRenameService,
  useRequestCease,
  useWithdrawCease,
} from "./services/use-service-actions.ts";
export { useServiceMonitoring } from "./services/use-service-monitoring.ts";
export { useServiceLocations } from "./services/use-services.ts";
export {
  createTicketRequest,
  useCreateTicket,
  useRequestTemplate,
} from "./support/use-create-ticket.ts";
export { type DraftAttachmentsView, useDraftAttachments } from "./support/use-draft-attachments.ts";
export {
  type RfoDownloadView,
  useMaintenance,
  useOutage,
  useRfoDownload,
} from "./support/use-events.ts";
export {
  type ActivityFeedView,
  useTicket,
  useTicketActivity,
  useTicketFollowers,
  useTicketTransitions,
} from "./support/use-ticket.ts";
export {
  type AttachmentDownloadView,
  type FollowPayload,
  type TransitionPayload,
  useDownloadAttachment,
  useFollowCandidates,
  useFollowTicket,
  useTransitionTicket,
  useUpdateTicket,
} from "./support/use-ticket-actions.ts";
export {
  EMPTY_TICKET_DRAFT,
  type TicketDraft,
  type TicketDraftView,
  useTicketDraft,
} from "./support/use-ticket-draft.ts";
export {
  type AttachmentEntry,
  type TicketReplyView,
  useTicketReply,
} from "./support/use-ticket-reply.ts";
export { useTicketClassifications, useTicketTypes } from "./support/use-tickets.ts";
export { type ConsentView, useConsent } from "./use-consent.ts";
export { type ServerStatusView, useServerStatus } from "./use-server-status.ts";
