/**
 * How a control of the private top bar answers on its gradient (links, menu triggers, icon
 * buttons): lighter under the pointer and while its menu is open, lighter still as the page
 * shown. Each recipe adds its box.
 */
export const topBarControlTints = {
  color: "text.inverted",
  cursor: "pointer",
  _hover: { bg: "rgba(255, 255, 255, 0.16)" },
  "&[data-state=open]": { bg: "rgba(255, 255, 255, 0.16)" },
  "&[aria-current=page]": { bg: "rgba(255, 255, 255, 0.22)" },
} as const;

/** A text destination of the desktop top bar: a link, or the trigger of a menu of links. */
export const topBarTextControl = {
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  h: "10",
  px: "3",
  borderRadius: "control",
  fontSize: "sm",
  fontWeight: "medium",
  ...topBarControlTints,
} as const;
