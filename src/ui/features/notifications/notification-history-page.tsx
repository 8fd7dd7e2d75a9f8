import { Link, useSearchParams } from "react-router-dom";
import { text } from "#styled-system/recipes/index.js";
import { NOTIFICATION_RETENTION_RULE } from "../../../core/api/notifications/notification-retention.ts";
import { pageNumberOf } from "../../components/nav/pager.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { PageHeader } from "../../layouts/page-header.tsx";
import { NO_READ_NOTIFICATIONS, notificationQueryOf } from "./notification-filter.ts";
import { NotificationList } from "./notification-list.tsx";

/** /notifications/history: the notifications already read, newest first (?page=). */
export function NotificationHistoryPage() {
  usePageTitle("Notification history");
  const [params, setParams] = useSearchParams();
  const page = pageNumberOf(params.get("page"));
  return (
    <>
      <PageHeader
        title="Notification history"
        subtitle={`Notifications you have already read. ${NOTIFICATION_RETENTION_RULE}`}
        actions={
          <Link
            to="/notifications"
            className={text({ tone: "brand", size: "sm", weight: "semibold" })}
          >
            All notifications
          </Link>
        }
      />
      <NotificationList
        query={notificationQueryOf("read", page)}
        page={page}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        empty={NO_READ_NOTIFICATIONS}
      />
    </>
  );
}
