import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { srOnly, text } from "#styled-system/recipes/index.js";
import {
  type Notification,
  notificationIcon,
} from "../../../core/api/notifications/notification.ts";
import { formatDisplayDate } from "../../../core/format/display-date.ts";
import { NotificationIcon } from "./notification-icon.tsx";

// One class per element; the read state and interactivity hang on the element's own
// attributes (data-read, a link or a button), not on a second atomic class: two atomic
// classes setting the same property win by their order in the style sheet, not by the order
// they are passed to cx().
const rowClass = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "3",
  w: "full",
  px: "4",
  py: "3",
  textAlign: "start",
  color: "text.default",
  textDecoration: "none",
  "&[data-read=false]": { bg: "[rgba(36, 87, 214, 0.06)]" },
  // A link or a button opens the notification; a read one without a url is plain text.
  "&:is(a, button)": { cursor: "pointer", _hover: { bg: "brand.50" } },
});
const messageClass = css({
  fontSize: "sm",
  lineHeight: "snug",
  wordBreak: "break-word",
  "[data-read=false] &": { fontWeight: "semibold" },
});
const dateClass = cx(text({ tone: "muted", size: "xs" }), css({ display: "block", mt: "1" }));

export interface NotificationEntryProps {
  readonly notification: Notification;
  /** The moment relative dates are measured from. */
  readonly now: Date;
  /**
   * Called when the user opens the notification, before the router follows its `url`: the
   * caller marks it read and closes whatever holds the list.
   */
  readonly onOpen: (notification: Notification) => void;
}

/**
 * One notification: its module's icon, the message, a relative date, and whether it is read
 * (weight and tint for the eye, a hidden "Unread" for screen readers). With a `url` it is a
 * router link; without one, a button that only marks it read.
 */
export function NotificationEntry({ notification, now, onOpen }: NotificationEntryProps) {
  const unread = !notification.is_read;
  const content: ReactNode = (
    <>
      <NotificationIcon name={notificationIcon(notification.related_module)} />
      <span className={css({ flex: "1", minW: "0" })}>
        {unread && <span className={srOnly()}>Unread: </span>}
        <span className={messageClass}>{notification.message}</span>
        <time dateTime={notification.date_created} className={dateClass}>
          {formatDisplayDate(notification.date_created, { now })}
        </time>
      </span>
      {unread && (
        <span
          aria-hidden="true"
          className={css({ w: "2", h: "2", mt: "1.5", borderRadius: "full", bg: "brand.500" })}
        />
      )}
    </>
  );
  if (notification.url !== null && notification.url !== "") {
    return (
      <Link
        to={notification.url}
        data-read={notification.is_read}
        className={rowClass}
        onClick={() => onOpen(notification)}
      >
        {content}
      </Link>
    );
  }
  if (unread) {
    return (
      <button
        type="button"
        data-read={notification.is_read}
        className={rowClass}
        onClick={() => onOpen(notification)}
      >
        {content}
      </button>
    );
  }
  return (
    <div data-read={notification.is_read} className={rowClass}>
      {content}
    </div>
  );
}
