import { Popover } from "@ark-ui/react/popover";
import { useState } from "react";
import { Link } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { popoverPanel, text, topBarButton } from "#styled-system/recipes/index.js";
import { useNotificationMenu } from "../../../adapters/resources/notifications/notifications.ts";
import type { Notification } from "../../../core/api/notifications/notification.ts";
import { portalNow } from "../../../core/clock.ts";
import { NOTIFICATIONS_EMPTY_STATE } from "../../../core/errors/catalogue.ts";
import { Button } from "../button.tsx";
import type { OpenedBy } from "../deferred/deferred-popup.ts";
import { SettingsIcon } from "../nav/icons.tsx";
import { PopoverPanel } from "../popover-panel.tsx";
import { BellFace } from "./bell-face.tsx";
import { NotificationEntry } from "./notification-entry.tsx";
import { unreadLabel } from "./unread-label.ts";

/**
 * The bell of the top bar and its menu (spec section 2): title, settings link, mark-all-read,
 * the latest notifications, View all, and the empty state. The list is polled by the adapter;
 * opening a notification marks it read and follows its link inside the portal.
 */
export function NotificationMenuPopup({ openedBy }: { readonly openedBy: OpenedBy | undefined }) {
  const menu = useNotificationMenu();
  const [open, setOpen] = useState(openedBy !== undefined);
  const classes = popoverPanel();
  const now = portalNow();

  const openNotification = (notification: Notification) => {
    if (!notification.is_read) menu.markRead(notification.id);
    setOpen(false);
  };

  return (
    <PopoverPanel
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: "bottom-end" }}
      trigger={
        <Popover.Trigger
          className={topBarButton()}
          aria-label={`Notifications, ${unreadLabel(menu.unreadCount)}`}
        >
          <BellFace badge={menu.badge} />
        </Popover.Trigger>
      }
      title="Notifications"
      headerActions={
        <>
          <Button
            variant="ghost"
            disabled={menu.unreadCount === 0}
            onClick={() => menu.markAllRead()}
          >
            Mark all as read
          </Button>
          <Link
            to="/account-settings/notification-settings"
            aria-label="Notification settings"
            onClick={() => setOpen(false)}
            className={css({
              display: "inline-flex",
              p: "2",
              borderRadius: "control",
              color: "text.muted",
              _hover: { bg: "brand.50", color: "brand.700" },
            })}
          >
            <SettingsIcon />
          </Link>
        </>
      }
    >
      <div className={classes.body}>
        <MenuBody menu={menu} now={now} onOpen={openNotification} />
      </div>
      <div className={classes.footer}>
        <Link
          to="/notifications"
          onClick={() => setOpen(false)}
          className={text({ tone: "brand", size: "sm", weight: "semibold" })}
        >
          View all
        </Link>
      </div>
    </PopoverPanel>
  );
}

function MenuBody({
  menu,
  now,
  onOpen,
}: {
  readonly menu: ReturnType<typeof useNotificationMenu>;
  readonly now: Date;
  readonly onOpen: (notification: Notification) => void;
}) {
  if (menu.isPending) {
    return (
      <p
        role="status"
        className={cx(text({ tone: "muted", size: "sm" }), css({ px: "4", py: "6" }))}
      >
        Loading notifications…
      </p>
    );
  }
  if (menu.isError && menu.items.length === 0) {
    return (
      <p
        role="alert"
        className={cx(text({ tone: "danger", size: "sm" }), css({ px: "4", py: "6" }))}
      >
        {menu.error ?? "Notifications could not be loaded."}
      </p>
    );
  }
  if (menu.items.length === 0) {
    return (
      <div className={css({ px: "4", py: "8", textAlign: "center" })}>
        <p className={text({ weight: "semibold" })}>{NOTIFICATIONS_EMPTY_STATE.title}</p>
        <p className={cx(text({ tone: "muted", size: "sm" }), css({ mt: "1" }))}>
          {NOTIFICATIONS_EMPTY_STATE.body}
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Latest notifications">
      {menu.items.map((notification) => (
        <li
          key={notification.id}
          className={css({
            borderBottomWidth: "1px",
            borderColor: "border.default",
            _last: { borderBottomWidth: "0" },
          })}
        >
          <NotificationEntry notification={notification} now={now} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
