import { topBarButton } from "#styled-system/recipes/index.js";
import { useNotificationMenu } from "../../../adapters/resources/notifications/notifications.ts";
import { deferredComponent, useDeferredPopup } from "../deferred/deferred-popup.ts";
import { StandInTrigger } from "../deferred/stand-in-trigger.tsx";
import { BellFace } from "./bell-face.tsx";
import { unreadLabel } from "./unread-label.ts";

const popup = deferredComponent(() =>
  import("./notification-menu-popup.tsx").then((module) => module.NotificationMenuPopup),
);

/**
 * The bell of the top bar (spec section 2). The unread count is polled from the start; the
 * menu's code is fetched when the user reaches for the bell (deferred-popup.ts says why).
 */
export function NotificationMenu() {
  const menu = useNotificationMenu();
  const { Component, openedBy, triggerProps } = useDeferredPopup(popup);
  if (Component !== undefined) return <Component openedBy={openedBy} />;
  return (
    <StandInTrigger
      opens="dialog"
      label={`Notifications, ${unreadLabel(menu.unreadCount)}`}
      className={topBarButton()}
      triggerProps={triggerProps}
    >
      <BellFace badge={menu.badge} />
    </StandInTrigger>
  );
}
