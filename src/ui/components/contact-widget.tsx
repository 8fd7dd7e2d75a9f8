import { lazy, Suspense, useState } from "react";
import { contactButton } from "#styled-system/recipes/index.js";
import { ChatIcon } from "./nav/icons.tsx";

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
        className={contactButton()}
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
        <button type="button" aria-label="Contact us" aria-busy="true" className={contactButton()}>
          <ChatIcon size={24} />
        </button>
      }
    >
      <ContactPopover open={wanted === "open"} />
    </Suspense>
  );
}
