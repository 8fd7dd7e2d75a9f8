import { css, cx } from "../../../../styled-system/css/index.js";

const base = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  w: "9",
  h: "9",
  borderRadius: "full",
  fontSize: "sm",
  fontWeight: "bold",
  letterSpacing: "wide",
  borderWidth: "2px",
  borderColor: "rgba(255, 255, 255, 0.7)",
});
const toneDefault = css({ bg: "brand.100", color: "brand.900" });
// Red while acting as a customer, so the staff member never forgets whose account this is.
const toneImpersonating = css({ bg: "danger.500", color: "text.inverted" });

/** The user's initials in a circle; decorative, the surrounding control names the user. */
export function InitialsAvatar({
  initials,
  tone,
}: {
  readonly initials: string;
  readonly tone: "impersonating" | "default";
}) {
  return (
    <span
      aria-hidden="true"
      data-tone={tone}
      className={cx(base, tone === "impersonating" ? toneImpersonating : toneDefault)}
    >
      {initials}
    </span>
  );
}
