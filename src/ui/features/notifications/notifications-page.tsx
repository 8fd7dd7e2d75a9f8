import { Link, useSearchParams } from "react-router-dom";
import { css } from "../../../../styled-system/css/index.js";
import { flex } from "../../../../styled-system/patterns/index.js";
import { srOnly } from "../../../../styled-system/recipes/index.js";
import { useNotificationMenu } from "../../../adapters/react/index.ts";
import { NOTIFICATIONS_EMPTY_STATE } from "../../../core/errors/catalogue.ts";
import { Button } from "../../components/button.tsx";
import { pageNumberOf } from "../../components/nav/pager.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { PageHeader } from "../../layouts/page-header.tsx";
import {
  NO_READ_NOTIFICATIONS,
  NOTIFICATION_FILTERS,
  NOTIFICATIONS_PAGE_SIZE,
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

/** /notifications: every notification, filtered by read state and paged (?show=&page=). */
export function NotificationsPage() {
  usePageTitle("Notifications");
  const [params, setParams] = useSearchParams();
  const filter = notificationFilterOf(params.get("show"));
  const page = pageNumberOf(params.get("page"));
  const { markAllRead, unreadCount } = useNotificationMenu();

  const show = (next: NotificationFilter, nextPage = 1) => {
    const updated = new URLSearchParams();
    if (next !== "all") updated.set("show", next);
    if (nextPage > 1) updated.set("page", String(nextPage));
    setParams(updated);
  };

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
        query={notificationQueryOf(filter, page, NOTIFICATIONS_PAGE_SIZE)}
        page={page}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        onPageChange={(next) => show(filter, next)}
        empty={filter === "read" ? NO_READ_NOTIFICATIONS : NOTIFICATIONS_EMPTY_STATE}
      />
    </>
  );
}
