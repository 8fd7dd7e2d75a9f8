import { css } from "#styled-system/css/index.js";
import { BellIcon } from "../nav/icons.tsx";

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
