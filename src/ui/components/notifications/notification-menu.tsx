import { css } from "../../../../styled-system/css/index.js";
import { useNotificationMenu } from "../../../adapters/react/index.ts";
import { deferredComponent, useDeferredPopup } from "../deferred/deferred-popup.ts";
import { BellIcon } from "../nav/icons.tsx";
import { unreadLabel } from "./unread-label.ts";

export const bellClass = css({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "10",
  h: "10",
  borderRadius: "control",
  color: "text.inverted",
  cursor: "pointer",
  _hover: { bg: "rgba(255, 255, 255, 0.16)" },
  "&[data-state=open]": { bg: "rgba(255, 255, 255, 0.16)" },
});
const badgeClass = css({
  position: "absolute",
  top: "0.5",
  right: "0.5",
  minW: "5",
  h: "5",
  px: "1",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "full",
  bg: "danger.500",
  color: "text.inverted",
  fontSize: "2xs",
  fontWeight: "bold",
  lineHeight: "none",
});

/** The bell and its unread badge (the adapter caps it at 10). */
export function BellFace({ badge }: { readonly badge: string | null }) {
  return (
    <>
      <BellIcon />
      {badge !== null && (
        <span aria-hidden="true" data-testid="notification-badge" className={badgeClass}>
          {badge}
        </span>
      )}
    </>
  );
}

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
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={`Notifications, ${unreadLabel(menu.unreadCount)}`}
      className={bellClass}
      {...triggerProps}
    >
      <BellFace badge={menu.badge} />
    </button>
  );
}
