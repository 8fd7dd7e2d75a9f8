import { Link } from "react-router-dom";
import { css } from "../../../../styled-system/css/index.js";
import { panel } from "../../../../styled-system/recipes/index.js";
import { useNotificationMenu, useSession } from "../../../adapters/react/index.ts";
import type { Notification } from "../../../core/api/notification.ts";
import { NOTIFICATIONS_EMPTY_STATE } from "../../../core/errors/catalogue.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { AccountManagerDetails } from "../../components/account-manager-details.tsx";
import { NotificationEntry } from "../../components/notifications/notification-entry.tsx";
import { PageHeader } from "../../layouts/page-header.tsx";
import { greetingFor } from "./greeting.ts";
import { StatisticsTiles } from "./statistics-tiles.tsx";

/** How many of the latest notifications the dashboard lists. */
const RECENT_NOTIFICATIONS = 5;

const sectionTitleClass = css({ fontSize: "lg", fontWeight: "semibold", mb: "3" });

/** The signed-in home: greeting, company, figures, account manager and recent notifications. */
export function DashboardPage() {
  usePageTitle("Dashboard");
  const { user } = useSession();
  const now = new Date();
  const greeting = greetingFor(now);
  const firstname = user?.firstname.trim() ?? "";
  return (
    <>
      <PageHeader
        title={firstname === "" ? greeting : `${greeting}, ${firstname}`}
        subtitle={user?.company_name}
      />
      <div className={css({ display: "flex", flexDirection: "column", gap: "8" })}>
        <section aria-labelledby="dashboard-figures">
          <h2 id="dashboard-figures" className={sectionTitleClass}>
            At a glance
          </h2>
          <StatisticsTiles />
        </section>
        <div
          className={css({
            display: "grid",
            gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" },
            gap: "6",
            alignItems: "start",
          })}
        >
          <RecentNotifications now={now} />
          <section aria-labelledby="dashboard-manager" className={panel()}>
            <h2 id="dashboard-manager" className={sectionTitleClass}>
              Your account manager
            </h2>
            <AccountManagerDetails />
          </section>
        </div>
      </div>
    </>
  );
}

function RecentNotifications({ now }: { readonly now: Date }) {
  const menu = useNotificationMenu();
  const recent = menu.items.slice(0, RECENT_NOTIFICATIONS);
  const open = (notification: Notification) => {
    if (!notification.is_read) menu.markRead(notification.id);
  };
  return (
    <section aria-labelledby="dashboard-notifications" className={panel({ padding: "none" })}>
      <div
        className={css({
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          px: { base: "4", md: "6" },
          pt: { base: "4", md: "6" },
        })}
      >
        <h2 id="dashboard-notifications" className={sectionTitleClass}>
          Recent notifications
        </h2>
        <Link
          to="/notifications"
          className={css({ fontSize: "sm", fontWeight: "semibold", color: "brand.600", mb: "3" })}
        >
          View all <span className={css({ srOnly: true })}>notifications</span>
        </Link>
      </div>
      {menu.isPending ? (
        <p role="status" className={css({ px: "6", pb: "6", color: "text.muted" })}>
          Loading notifications…
        </p>
      ) : menu.isError && recent.length === 0 ? (
        <p role="alert" className={css({ px: "6", pb: "6", color: "danger.500" })}>
          {menu.error ?? "Notifications could not be loaded."}
        </p>
      ) : recent.length === 0 ? (
        <div className={css({ px: "6", pb: "6" })}>
          <p className={css({ fontWeight: "semibold" })}>{NOTIFICATIONS_EMPTY_STATE.title}</p>
          <p className={css({ fontSize: "sm", color: "text.muted" })}>
            {NOTIFICATIONS_EMPTY_STATE.body}
          </p>
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
