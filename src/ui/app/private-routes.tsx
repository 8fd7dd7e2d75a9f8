import { type ComponentType, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { lazyPage, lazyRoute, type RouteHandle } from "./lazy-page.tsx";
import { RequirePermissions } from "./require-permissions.tsx";
import { RequireSession } from "./require-session.tsx";

/**
 * The private area of issue 4 (spec section 2). One layout route holds the session gate and
 * the private frame; each page is behind RequirePermissions, which asks core's route table
 * (routeAccess) about the current path, so this file names no permission itself.
 *
 * The frame and the pages are loaded on first use: someone on the sign-in page downloads none
 * of the menus, the drawer or the dashboard.
 */

/** A private page behind the permission check of its path. */
function guarded(path: string, load: () => Promise<ComponentType>): RouteObject {
  return lazyRoute(path, load, RequirePermissions);
}

/** The private frame: the session gate around the layout, loaded with the first private page. */
const frame = lazyPage(() =>
  import("../layouts/private-layout.tsx").then((module) => module.PrivateLayout),
);

export const privateRoutes: RouteObject[] = [
  {
    handle: { preload: frame.preload } satisfies RouteHandle,
    element: (
      <RequireSession>
        <Suspense fallback={<LoadingScreen />}>
          <frame.Page />
        </Suspense>
      </RequireSession>
    ),
    children: [
      { path: "/", element: <Navigate to="/dashboard" replace /> },
      guarded("/dashboard", () =>
        import("../features/dashboard/dashboard-page.tsx").then((m) => m.DashboardPage),
      ),
      guarded("/notifications", () =>
        import("../features/notifications/notifications-page.tsx").then((m) => m.NotificationsPage),
      ),
      guarded("/notifications/history", () =>
        import("../features/notifications/notification-history-page.tsx").then(
          (m) => m.NotificationHistoryPage,
        ),
      ),
      {
        path: "/impersonation",
        element: (
          <RequirePermissions>
            <Navigate to="/impersonation/user-impersonation" replace />
          </RequirePermissions>
        ),
      },
      guarded("/impersonation/user-impersonation", () =>
        import("../features/impersonation/user-impersonation-page.tsx").then(
          (m) => m.UserImpersonationPage,
        ),
      ),
      guarded("/billing", () =>
        import("../features/billing/overview/billing-overview-page.tsx").then(
          (m) => m.BillingOverviewPage,
        ),
      ),
      guarded("/billing/invoices", () =>
        import("../features/billing/list/invoices-page.tsx").then((m) => m.InvoicesPage),
      ),
      guarded("/billing/invoices/:id", () =>
        import("../features/billing/invoice/invoice-page.tsx").then((m) => m.InvoicePage),
      ),
      guarded("/support", () =>
        import("../features/support/overview/support-overview-page.tsx").then(
          (m) => m.SupportOverviewPage,
        ),
      ),
      guarded("/support/tickets", () =>
        import("../features/support/tickets/tickets-page.tsx").then((m) => m.TicketsPage),
      ),
      guarded("/support/tickets/create", () =>
        import("../features/support/create/create-ticket-page.tsx").then((m) => m.CreateTicketPage),
      ),
      guarded("/support/tickets/:id", () =>
        import("../features/support/ticket/ticket-page.tsx").then((m) => m.TicketPage),
      ),
      guarded("/support/maintenances", () =>
        import("../features/support/events/maintenances-page.tsx").then((m) => m.MaintenancesPage),
      ),
      guarded("/support/maintenances/:id", () =>
        import("../features/support/events/maintenance-page.tsx").then((m) => m.MaintenancePage),
      ),
      guarded("/support/outages", () =>
        import("../features/support/events/outages-page.tsx").then((m) => m.OutagesPage),
      ),
      guarded("/support/outages/:id", () =>
        import("../features/support/events/outage-page.tsx").then((m) => m.OutagePage),
      ),
      guarded("/account-settings", () =>
        import("../features/account/overview/account-settings-page.tsx").then(
          (m) => m.AccountSettingsPage,
        ),
      ),
      guarded("/account-settings/me", () =>
        import("../features/account/me/profile-page.tsx").then((m) => m.ProfilePage),
      ),
      guarded("/account-settings/change-password", () =>
        import("../features/account/password/change-password-page.tsx").then(
          (m) => m.ChangePasswordPage,
        ),
      ),
      guarded("/account-settings/security", () =>
        import("../features/account/security/security-page.tsx").then((m) => m.SecurityPage),
      ),
      guarded("/account-settings/notification-settings", () =>
        import("../features/account/notifications/notification-settings-page.tsx").then(
          (m) => m.NotificationSettingsPage,
        ),
      ),
      guarded("/account-settings/api-keys", () =>
        import("../features/account/api-keys/api-keys-page.tsx").then((m) => m.ApiKeysPage),
      ),
      guarded("/account-settings/webhooks", () =>
        import("../features/account/webhooks/webhooks-page.tsx").then((m) => m.WebhooksPage),
      ),
      guarded("/account-settings/calendar", () =>
        import("../features/account/calendar/calendar-feeds-page.tsx").then(
          (m) => m.CalendarFeedsPage,
        ),
      ),
      guarded("/account-settings/company", () =>
        import("../features/account/company/company-page.tsx").then((m) => m.CompanyPage),
      ),
      guarded("/account-settings/contacts", () =>
        import("../features/account/contacts/contacts-page.tsx").then((m) => m.ContactsPage),
      ),
      guarded("/account-settings/activity-log", () =>
        import("../features/account/activity/activity-log-page.tsx").then((m) => m.ActivityLogPage),
      ),
      guarded("/account-settings/logs", () =>
        import("../features/account/logs/logs-page.tsx").then((m) => m.LogsPage),
      ),
      guarded("/account-settings/manage", () =>
        import("../features/account/manage/manage-page.tsx").then((m) => m.ManagePage),
      ),
      guarded("/account-settings/manage/users", () =>
        import("../features/account/manage/users-page.tsx").then((m) => m.UsersPage),
      ),
      guarded("/account-settings/manage/users/invite", () =>
        import("../features/account/manage/invite-user-page.tsx").then((m) => m.InviteUserPage),
      ),
      guarded("/account-settings/manage/users/:id/edit", () =>
        import("../features/account/manage/edit-user-page.tsx").then((m) => m.EditUserPage),
      ),
      guarded("/manage/pending-users", () =>
        import("../features/account/manage/pending-users-page.tsx").then((m) => m.PendingUsersPage),
      ),
      guarded("/services", () =>
        import("../features/services/list/services-page.tsx").then((m) => m.ServicesPage),
      ),
      guarded("/services/other", () =>
        import("../features/services/list/other-services-page.tsx").then(
          (m) => m.OtherServicesPage,
        ),
      ),
      guarded("/services/network", () =>
        import("../features/services/network/network-services-page.tsx").then(
          (m) => m.NetworkServicesPage,
        ),
      ),
      guarded("/services/network/:id", () =>
        import("../features/services/network/network-service-page.tsx").then(
          (m) => m.NetworkServicePage,
        ),
      ),
      guarded("/services/contract", () =>
        import("../features/services/contracts/contract-lines-page.tsx").then(
          (m) => m.ContractLinesPage,
        ),
      ),
      guarded("/services/contract/:id", () =>
        import("../features/services/contracts/contract-line-page.tsx").then(
          (m) => m.ContractLinePage,
        ),
      ),
      // Before /services/:id/*, which would read "create" as a service's id.
      guarded("/services/create", () =>
        import("../features/ordering/create/create-service-page.tsx").then(
          (m) => m.CreateServicePage,
        ),
      ),
      guarded("/pricing", () =>
        import("../features/ordering/pricing/pricing-page.tsx").then((m) => m.PricingPage),
      ),
      // The overview and the tabs (metrics, tickets, maintenances, outages) of a service.
      guarded("/services/:id/*", () =>
        import("../features/services/service/service-page.tsx").then((m) => m.ServicePage),
      ),
      guarded("/monitoring", () =>
        import("../features/monitoring/utilisation/monitoring-page.tsx").then(
          (m) => m.MonitoringPage,
        ),
      ),
      guarded("/monitoring/alerts", () =>
        import("../features/monitoring/alerts/alerts-page.tsx").then((m) => m.AlertsPage),
      ),
      guarded("/monitoring/alert-rules", () =>
        import("../features/monitoring/alerts/alert-rules-page.tsx").then((m) => m.AlertRulesPage),
      ),
      {
        path: "/radio-frequency",
        element: (
          <RequirePermissions>
            <Navigate to="/radio-frequency/devices" replace />
          </RequirePermissions>
        ),
      },
      guarded("/radio-frequency/devices", () =>
        import("../features/monitoring/radio/rf-devices-page.tsx").then((m) => m.RfDevicesPage),
      ),
      guarded("/radio-frequency/devices/:id", () =>
        import("../features/monitoring/radio/rf-device-page.tsx").then((m) => m.RfDevicePage),
      ),
      guarded("/radio-frequency/interfaces", () =>
        import("../features/monitoring/radio/rf-interfaces-page.tsx").then(
          (m) => m.RfInterfacesPage,
        ),
      ),
      guarded("/radio-frequency/logs", () =>
        import("../features/monitoring/radio/rf-logs-page.tsx").then((m) => m.RfLogsPage),
      ),
      guarded("/changelogs", () =>
        import("../features/changelog/changelog-page.tsx").then((m) => m.ChangelogPage),
      ),
    ],
  },
];
