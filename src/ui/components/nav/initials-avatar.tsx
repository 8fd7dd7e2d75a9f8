import { circle } from "#styled-system/patterns/index.js";

const avatarClass = circle({
  size: "9",
  display: "inline-flex",
  fontSize: "sm",
  fontWeight: "bold",
  letterSpacing: "wide",
  borderWidth: "2px",
  borderColor: "[rgba(255, 255, 255, 0.7)]",
  // The tone hangs on data-tone, not on a second atomic class (whose place in the style
  // sheet, not in cx(), would decide which background wins).
  bg: "brand.100",
  color: "brand.900",
  // Red while acting as a customer, so the staff member never forgets whose account this is.
  "&[data-tone=impersonating]": { bg: "danger.500", color: "text.inverted" },
});

/** The user's initials in a circle; decorative, the surrounding control names the user. */
export function InitialsAvatar({
  initials,
  tone,
}: {
  readonly initials: string;
  readonly tone: "impersonating" | "default";
}) {
  return (
    <span aria-hidden="true" data-tone={tone} className={avatarClass}>
      {initials}
    </span>
  );
}
