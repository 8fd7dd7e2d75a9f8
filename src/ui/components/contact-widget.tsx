import { lazy, Suspense, useState } from "react";
import { css } from "../../../styled-system/css/index.js";
import { ChatIcon } from "./nav/icons.tsx";

/** The floating round button, the same before and after the panel's code has arrived. */
export const contactTriggerClass = css({
  position: "fixed",
  right: { base: "4", md: "6" },
  bottom: { base: "4", md: "6" },
  zIndex: 30,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "14",
  h: "14",
  borderRadius: "full",
  bg: "brand.500",
  color: "text.inverted",
  boxShadow: "lg",
  cursor: "pointer",
  _hover: { bg: "brand.600" },
  "&[data-state=open]": { bg: "brand.700" },
});

const loadPopover = () => import("./contact-popover.tsx");
const ContactPopover = lazy(() =>
  loadPopover().then((module) => ({ default: module.ContactPopover })),
);

/**
 * The floating contact button of every private page (spec section 1). The panel behind it
 * (Ark UI's popover with its positioning and focus trap, about 20 kB gzip) is fetched when the
 * pointer or the keyboard focus reaches the button, so the first page of a session does not
 * carry it; a click opens it as soon as it is there.
 */
export function ContactWidget() {
  const [wanted, setWanted] = useState<"no" | "ready" | "open">("no");
  if (wanted === "no") {
    const prefetch = () => void loadPopover();
    return (
      <button
        type="button"
        aria-label="Contact us"
        aria-haspopup="dialog"
        aria-expanded={false}
        className={contactTriggerClass}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setWanted("open")}
      >
        <ChatIcon size={24} />
      </button>
    );
  }
  return (
    <Suspense
      fallback={
        <button
          type="button"
          aria-label="Contact us"
          aria-busy="true"
          className={contactTriggerClass}
        >
          <ChatIcon size={24} />
        </button>
      }
    >
      <ContactPopover open={wanted === "open"} />
    </Suspense>
  );
}
