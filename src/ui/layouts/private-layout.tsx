import type { ReactNode } from "react";
import { Outlet } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";
import { ContactWidget } from "../components/contact-widget.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { BannerAlertBar } from "./banner-alert-bar.tsx";
import { ImpersonationBanner } from "./impersonation-banner.tsx";
import { TopBar } from "./top-bar.tsx";

/**
 * The frame of every private page (spec section 2): top bar, the impersonation banner and the
 * banner alert under it, the page, the footer, and the floating contact widget, with room kept
 * under the footer so the widget never covers the last content. The page is
 * the matched route's, or `children` where the frame is drawn around a page no route claims
 * (a signed-in user's "Page not found").
 */
export function PrivateLayout({ children }: { readonly children?: ReactNode }) {
  return (
    <div
      className={flex({
        // A window high, less the cookie banner's space while it waits for an answer.
        minH: "[calc(100vh - var(--cookie-banner-height, 0px))]",
        direction: "column",
        // Below the footer, the floating contact button's footprint: at the end of the page
        // the button sits over this space, never over the page's or the footer's content.
        pb: "contactButtonClearance",
      })}
    >
      <a
        href="#main-content"
        className={css({
          position: "absolute",
          left: "[-9999px]",
          top: "2",
          zIndex: "[60]",
          px: "4",
          py: "2",
          bg: "surface.card",
          color: "brand.700",
          borderRadius: "control",
          boxShadow: "md",
          _focus: { left: "2" },
        })}
      >
        Skip to content
      </a>
      <TopBar />
      <ImpersonationBanner />
      <BannerAlertBar />
      <main
        id="main-content"
        tabIndex={-1}
        className={css({
          flex: "1",
          w: "full",
          maxW: "7xl",
          mx: "auto",
          px: { base: "4", md: "6" },
          py: { base: "6", md: "8" },
        })}
      >
        {children ?? <Outlet />}
      </main>
      <SiteFooter tone="light" />
      <ContactWidget />
    </div>
  );
}
