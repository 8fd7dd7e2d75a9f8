import { css } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";
import { panel, srOnly } from "#styled-system/recipes/index.js";
import type { NotificationQuery } from "../../../adapters/api/notifications/notifications-api.ts";
import {
  useNotificationMenu,
  useNotifications,
} from "../../../adapters/resources/notifications/notifications.ts";
import type { Notification } from "../../../core/api/notifications/notification.ts";
import { portalNow } from "../../../core/clock.ts";
import { Button } from "../../components/button.tsx";
import { NotificationEntry } from "../../components/notifications/notification-entry.tsx";
import { PagedResults } from "../../components/records/paged-results.tsx";

export interface NotificationListProps {
  readonly query: NotificationQuery;
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  /** What to say when the page has nothing: a title and a line under it. */
  readonly empty: { readonly title: string; readonly body: string };
}

/**
 * One page of notifications with its pager and states (PagedResults). Opening an unread one
 * marks it read; unread ones also get a separate "Mark as read" button, for when the user does
 * not want to leave.
 */
export function NotificationList({ query, page, onPageChange, empty }: NotificationListProps) {
  const list = useNotifications(query);
  const { markRead } = useNotificationMenu();
  const now = portalNow();
  const open = (notification: Notification) => {
    if (!notification.is_read) markRead(notification.id);
  };

  return (
    <PagedResults
      view={list}
      url={{ page, setPage: onPageChange }}
      noun="notifications"
      emptyTitle={empty.title}
      emptyHint={empty.body}
    >
      {(results) => (
        <ul aria-label="Notifications" className={panel({ padding: "none" })}>
          {results.map((notification) => (
            <li
              key={notification.id}
              // On a phone the button goes under the message: beside it, it took nearly half
              // the row and left the message a few words a line.
              className={flex({
                direction: { base: "column", sm: "row" },
                align: { base: "stretch", sm: "center" },
                borderBottomWidth: "1px",
                borderColor: "border.default",
                _last: { borderBottomWidth: "0" },
              })}
            >
              <div className={css({ flex: "1", minW: "0" })}>
                <NotificationEntry notification={notification} now={now} onOpen={open} />
              </div>
              {!notification.is_read && (
                <Button
                  variant="ghost"
                  className={css({
                    flexShrink: 0,
                    alignSelf: { base: "flex-end", sm: "auto" },
                    mr: "2",
                    mb: { base: "1", sm: "0" },
                  })}
                  onClick={() => markRead(notification.id)}
                >
                  Mark as read
                  <span className={srOnly()}>: {notification.message}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </PagedResults>
  );
}
