import { useDeferredValue } from "react";
import { Link } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { flex, grid, stack } from "#styled-system/patterns/index.js";
import { heading, panel, srOnly, text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../adapters/react/auth/use-session.ts";
import type { QueryView } from "../../../adapters/react/result-views.ts";
import { useAccountManager } from "../../../adapters/resources/account/account-manager.ts";
import { useStatistics } from "../../../adapters/resources/account/statistics.ts";
import { useBillingSummary } from "../../../adapters/resources/billing/billing-summary.ts";
import { useCurrentIncidents } from "../../../adapters/resources/events/current-incidents.ts";
import {
  type NotificationMenuView,
  useNotificationMenu,
} from "../../../adapters/resources/notifications/notifications.ts";
import { useServiceMonitoring } from "../../../adapters/resources/services/service-monitoring.ts";
import type { AccountManager } from "../../../core/api/account/account-manager.ts";
import type { Statistics } from "../../../core/api/account/statistics.ts";
import type { BillingSummary } from "../../../core/api/billing/billing-summary.ts";
import type { CurrentIncidents } from "../../../core/api/events/current-incidents.ts";
import type { Notification } from "../../../core/api/notifications/notification.ts";
import type { ServiceMonitoring } from "../../../core/api/services/monitoring.ts";
import { portalNow } from "../../../core/clock.ts";
import { NOTIFICATIONS_EMPTY_STATE } from "../../../core/errors/catalogue.ts";
import { canView } from "../../../core/permissions/index.ts";
import { AccountManagerView } from "../../components/account-manager-details.tsx";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { NotificationEntry } from "../../components/notifications/notification-entry.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { PageHeader } from "../../layouts/page-header.tsx";
import { BillingCard } from "./billing-card.tsx";
import { greetingFor } from "./greeting.ts";
import { IncidentsCard } from "./incidents-card.tsx";
import { ServicesCard } from "./services-card.tsx";
import { StatisticsTiles } from "./statistics-tiles.tsx";

/** How many of the latest notifications the dashboard lists. */
const RECENT_NOTIFICATIONS = 5;

const sectionTitleClass = heading({ size: "section" });

/**
 * The signed-in home: greeting, company, figures, the services by status (for those who may
 * see services), the billing figures (for those who may see billing), account manager and recent notifications.
 *
 * The figures, the notifications and the account manager arrive from three calls; shown as
 * each answered, every one would push what is below it down (the dashboard's layout shift
 * was 0.5 to 0.9 on a phone, docs/performance.md). So the page waits for all three behind one
 * loading state as tall as the screen, which keeps the footer out of sight until the content
 * takes its place. A call that fails shows its own message and retry in its place.
 *
 * The page reads each query once and hands the reads to the cards. A card reading a query
 * again mounts a second observer, which (queries are stale at once) fetches it again as it
 * mounts and then re-renders synchronously when the answer changes the observer's result:
 * two more calls and a render outside the transition, in one long task (docs/performance.md).
 */
export function DashboardPage() {
  usePageTitle("Dashboard");
  const { user, permissions } = useSession();
  const seesServices = canView(permissions, "service");
  // One reader of the polled notifications for the page, handed to the list: every reader
  // of a polled query keeps a timer of its own.
  const notifications = useNotificationMenu();
  const services = useServiceMonitoring(seesServices);
  const seesBilling = canView(permissions, "billing");
  const billing = useBillingSummary(seesBilling);
  // What affects the company now opens the page, for those who may read outages.
  const incidents = useCurrentIncidents();
  const statistics = useStatistics();
  const accountManager = useAccountManager();
  const answered = ![
    statistics,
    accountManager,
    notifications,
    ...(seesServices ? [services] : []),
    ...(seesBilling ? [billing] : []),
    ...(incidents.allowed ? [incidents] : []),
  ].some((view) => view.isPending);
  // The content is rendered in the background (a transition, which React splits into short
  // slices), so taking it in never blocks the main thread for long (TBT, docs/performance.md).
  const settling = !useDeferredValue(answered);
  const now = portalNow();
  const greeting = greetingFor(now);
  const firstname = user?.firstname.trim() ?? "";
  return (
    <>
      <PageHeader
        title={firstname === "" ? greeting : `${greeting}, ${firstname}`}
        subtitle={user?.company_name}
      />
      {settling ? (
        <div className={css({ minH: "[100vh]" })}>
          <LoadingScreen label="Loading your dashboard…" />
        </div>
      ) : (
        <DashboardContent
          now={now}
          statistics={statistics}
          accountManager={accountManager}
          notifications={notifications}
          services={seesServices ? services : undefined}
          billing={seesBilling ? billing : undefined}
          incidents={incidents.allowed ? incidents : undefined}
        />
      )}
    </>
  );
}

function DashboardContent({
  now,
  statistics,
  accountManager,
  notifications,
  services,
  billing,
  incidents,
}: {
  readonly now: Date;
  readonly statistics: QueryView<Statistics>;
  readonly accountManager: QueryView<AccountManager | null>;
  readonly notifications: NotificationMenuView;
  /** The services by status; absent for someone who may not see services. */
  readonly services: QueryView<ServiceMonitoring> | undefined;
  /** The billing figures; absent for someone who may not see billing. */
  readonly billing: QueryView<BillingSummary> | undefined;
  /** What affects the services now; absent for someone who may not read outages. */
  readonly incidents: QueryView<CurrentIncidents> | undefined;
}) {
  return (
    <div className={stack({ gap: "8" })}>
      {incidents !== undefined && <IncidentsCard incidents={incidents} now={now} />}
      <section aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures" className={sectionTitleClass}>
          At a glance
        </h2>
        <StatisticsTiles statistics={statistics} />
      </section>
      {services !== undefined && <ServicesCard monitoring={services} />}
      {billing !== undefined && <BillingCard summary={billing} />}
      <div
        className={grid({
          gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" },
          gap: "6",
          alignItems: "start",
        })}
      >
        <RecentNotifications now={now} menu={notifications} />
        <section aria-labelledby="dashboard-manager" className={panel()}>
          <h2 id="dashboard-manager" className={sectionTitleClass}>
            Your account manager
          </h2>
          <AccountManagerView manager={accountManager} />
        </section>
      </div>
    </div>
  );
}

function RecentNotifications({
  now,
  menu,
}: {
  readonly now: Date;
  readonly menu: NotificationMenuView;
}) {
  const recent = menu.items.slice(0, RECENT_NOTIFICATIONS);
  const open = (notification: Notification) => {
    if (!notification.is_read) menu.markRead(notification.id);
  };
  return (
    <section aria-labelledby="dashboard-notifications" className={panel({ padding: "none" })}>
      <div
        className={flex({
          align: "center",
          justify: "space-between",
          px: { base: "4", md: "6" },
          pt: { base: "4", md: "6" },
        })}
      >
        <h2 id="dashboard-notifications" className={sectionTitleClass}>
          Recent notifications
        </h2>
        <Link
          to="/notifications"
          className={cx(text({ tone: "brand", size: "sm", weight: "semibold" }), css({ mb: "3" }))}
        >
          View all <span className={srOnly()}>notifications</span>
        </Link>
      </div>
      {menu.isPending ? (
        <p role="status" className={cx(text({ tone: "muted" }), css({ px: "6", pb: "6" }))}>
          Loading notifications…
        </p>
      ) : menu.isError && recent.length === 0 ? (
        <p role="alert" className={cx(text({ tone: "danger" }), css({ px: "6", pb: "6" }))}>
          {menu.error ?? "Notifications could not be loaded."}
        </p>
      ) : recent.length === 0 ? (
        <div className={css({ px: "6", pb: "6" })}>
          <p className={text({ weight: "semibold" })}>{NOTIFICATIONS_EMPTY_STATE.title}</p>
          <p className={text({ tone: "muted", size: "sm" })}>{NOTIFICATIONS_EMPTY_STATE.body}</p>
        </div>
      ) : (
        <ul className={css({ pb: "2" })}>
          {recent.map((notification) => (
            <li
              key={notification.id}
              className={css({ borderTopWidth: "1px", borderColor: "border.default" })}
            >
              <NotificationEntry notification={notification} now={now} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
