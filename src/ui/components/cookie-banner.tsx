import { banner, textLink } from "#styled-system/recipes/index.js";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import { useConsent } from "../../adapters/react/use-consent.ts";
import { Button } from "./button.tsx";
import { useHydrated } from "./use-hydrated.ts";

/**
 * The cookie-consent banner (spec sections 1 and 4), pinned to the bottom until the visitor
 * accepts or declines; analytics start only after Accept (the consent machine decides).
 */
export function CookieBanner() {
  const { isBannerVisible, accept, decline } = useConsent();
  const { legalLinks } = useRuntimeConfig();
  // On the sign-in page the server's markup shows the banner before the scripts have run
  // (src/prerender.tsx): a choice clicked then would be lost, so the buttons wait for them.
  const hydrated = useHydrated();
  if (!isBannerVisible) return null;
  const classes = banner({ tone: "consent" });
  return (
    <section aria-labelledby="cookie-banner-title" className={classes.root}>
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
