import { css } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";

/**
 * A full-area waiting state (the session being checked, a page loading its data). It is a
 * live status region, so screen readers announce the label once instead of silence.
 */
export function LoadingScreen({ label = "Loading…" }: { readonly label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={flex({
        minH: "48",
        direction: "column",
        align: "center",
        justify: "center",
        gap: "4",
        color: "text.muted",
      })}
    >
      <span
        aria-hidden="true"
        className={css({
          w: "10",
          h: "10",
          borderRadius: "full",
          borderWidth: "4px",
          borderColor: "brand.100",
          borderTopColor: "brand.500",
          animation: "spin",
          _motionReduce: { animation: "[none]" },
        })}
      />
      <span>{label}</span>
    </div>
  );
}
