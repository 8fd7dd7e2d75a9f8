import { Link } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";
import { srOnly } from "#styled-system/recipes/index.js";
import { useNotificationMenu } from "../../../adapters/resources/notifications/notifications.ts";
import { NOTIFICATIONS_EMPTY_STATE } from "../../../core/errors/catalogue.ts";
import { Button } from "../../components/button.tsx";
import { DroppedFiltersNotice } from "../../components/records/dropped-filters-notice.tsx";
import { useUrlFilters } from "../../components/records/use-url-filters.ts";
import { usePageTitle } from "../../components/use-page-title.ts";
import { PageHeader } from "../../layouts/page-header.tsx";
import {
  isNotificationFilter,
  NO_READ_NOTIFICATIONS,
  NOTIFICATION_FILTERS,
  type NotificationFilter,
  notificationFilterOf,
  notificationQueryOf,
} from "./notification-filter.ts";
import { NotificationList } from "./notification-list.tsx";

const filterButtonClass = css({
  h: "9",
  px: "4",
  fontSize: "sm",
  fontWeight: "medium",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "surface.card",
  color: "text.default",
  cursor: "pointer",
  _first: { borderStartRadius: "control" },
  _last: { borderEndRadius: "control" },
  "& + &": { borderStartWidth: "0" },
  _hover: { bg: "brand.50" },
  // The pressed look hangs on aria-pressed, not on a second class: two atomic classes setting
  // the same property win by their order in the style sheet, which a new recipe can change
  // (the pressed button once rendered white on white).
  "&[aria-pressed=true]": {
    bg: "brand.500",
    color: "text.inverted",
    borderColor: "brand.500",
    _hover: { bg: "brand.600" },
  },
});

const FILTER_KEYS = ["show"] as const;
const FILTER_CHECKS = { show: isNotificationFilter };
const FILTER_LABELS = { show: "Show" };

/**
 * /notifications: every notification, filtered by read state and paged (?show=&page=). The
 * address is kept the way every list keeps it (useUrlFilters): an unknown `?show=` (an old or
 * edited link) is dropped with the lists' notice, not shown silently as "All".
 */
export function NotificationsPage() {
  usePageTitle("Notifications");
  const { filters, page, dropped, setFilters, setPage } = useUrlFilters(FILTER_KEYS, FILTER_CHECKS);
  const filter = notificationFilterOf(filters.show);
  const { markAllRead, unreadCount } = useNotificationMenu();

  // "All" is the list without the parameter: its address stays /notifications.
  const show = (next: NotificationFilter) => setFilters({ show: next === "all" ? "" : next });

  return (
    <>
      <PageHeader
        title="Notifications"
        actions={
          <>
            <Button variant="ghost" disabled={unreadCount === 0} onClick={() => markAllRead()}>
              Mark all as read
            </Button>
            <Link
              to="/notifications/history"
              className={css({
                display: "inline-flex",
                alignItems: "center",
                h: "10",
                px: "4",
                fontSize: "sm",
                fontWeight: "semibold",
                color: "brand.600",
              })}
            >
              History
            </Link>
          </>
        }
      />
      <DroppedFiltersNotice dropped={dropped} labels={FILTER_LABELS} />
      <fieldset className={flex({ mb: "4" })}>
        <legend className={srOnly()}>Show</legend>
        {NOTIFICATION_FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            className={filterButtonClass}
            onClick={() => show(option.value)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <NotificationList
        query={notificationQueryOf(filter, page)}
        page={page}
        onPageChange={setPage}
        empty={filter === "read" ? NO_READ_NOTIFICATIONS : NOTIFICATIONS_EMPTY_STATE}
      />
    </>
  );
}
