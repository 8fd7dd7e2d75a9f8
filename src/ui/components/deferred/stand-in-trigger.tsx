import type { ReactNode } from "react";
import type { DeferredPopup } from "./deferred-popup.ts";

/**
 * The button that stands in for a deferred popup's trigger until its code is there: the same
 * look and the same name, announced as closed, and reaching for it fetches and opens the
 * popup (deferred-popup.ts says why the top bar's popups wait).
 */
export function StandInTrigger({
  opens,
  label,
  className,
  triggerProps,
  children,
}: {
  /** What the real trigger opens, for aria-haspopup. */
  readonly opens: "menu" | "dialog";
  /** The accessible name when the content does not give one ("Open menu"). */
  readonly label?: string;
  readonly className: string;
  readonly triggerProps: DeferredPopup<unknown>["triggerProps"];
  readonly children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup={opens}
      aria-expanded={false}
      className={className}
      {...triggerProps}
    >
      {children}
    </button>
  );
}
