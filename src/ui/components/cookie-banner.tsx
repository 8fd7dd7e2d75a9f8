import { useEffect, useRef } from "react";
import { banner, textLink } from "#styled-system/recipes/index.js";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import { useConsent } from "../../adapters/react/use-consent.ts";
import { Button } from "./button.tsx";
import { useHydrated } from "./use-hydrated.ts";

/** The banner's height, for the layouts and the contact button to keep clear of it. */
export const COOKIE_BANNER_HEIGHT = "--cookie-banner-height";

/**
 * Publishes the banner's height on the document while it is shown (as COOKIE_BANNER_HEIGHT):
 * the layouts end that much higher (the footer is above the banner, not under it) and the
 * contact button floats above it. It follows the banner's wrapping as the width changes.
 */
function usePublishedHeight(shown: boolean) {
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = element.current;
    if (!shown || banner === null) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(COOKIE_BANNER_HEIGHT, `${banner.offsetHeight}px`);
    publish();
    // A browser without ResizeObserver (and jsdom) keeps the height measured at first paint.
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(publish);
    resize?.observe(banner);
    return () => {
      resize?.disconnect();
      root.style.removeProperty(COOKIE_BANNER_HEIGHT);
    };
  }, [shown]);
  return element;
}

/**
 * The cookie-consent banner (spec sections 1 and 4), pinned to the bottom until the visitor
 * accepts or declines; analytics start only after Accept (the consent machine decides).
 * Its space is kept free (usePublishedHeight), so it covers neither the footer nor the
 * contact button while it waits for an answer.
 */
export function CookieBanner() {
  const { isBannerVisible, accept, decline } = useConsent();
  const { legalLinks } = useRuntimeConfig();
  // On the sign-in page the server's markup shows the banner before the scripts have run
  // (src/prerender.tsx): a choice clicked then would be lost, so the buttons wait for them.
  const hydrated = useHydrated();
  const element = usePublishedHeight(isBannerVisible);
  if (!isBannerVisible) return null;
  const classes = banner({ tone: "consent" });
  return (
    <section ref={element} aria-labelledby="cookie-banner-title" className={classes.root}>
      <div className={classes.inner}>
        <div className={classes.message}>
          <h2 id="cookie-banner-title">
            <strong>Cookies on this portal</strong>
          </h2>
          <p>
            We use cookies that keep you signed in, and, if you accept, analytics cookies that help
            us improve the portal. Read our{" "}
            <a className={textLink({ tone: "inverted" })} href={legalLinks.cookies}>
              cookie policy
            </a>
            .
          </p>
        </div>
        <div className={classes.actions}>
          <Button variant="invertedOutline" onClick={decline} disabled={!hydrated}>
            Decline
          </Button>
          <Button variant="inverted" onClick={accept} disabled={!hydrated}>
            Accept
          </Button>
        </div>
      </div>
    </section>
  );
}
