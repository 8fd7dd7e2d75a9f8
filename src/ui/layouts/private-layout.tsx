import { Outlet } from "react-router-dom";
import { css } from "../../../styled-system/css/index.js";
import { ContactWidget } from "../components/contact-widget.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { BannerAlertBar } from "./banner-alert-bar.tsx";
import { ImpersonationBanner } from "./impersonation-banner.tsx";
import { TopBar } from "./top-bar.tsx";

/**
 * The frame of every private page (spec section 2): top bar, the impersonation banner and the
 * banner alert under it, the page, the footer, and the floating contact widget.
 */
export function PrivateLayout() {
  return (
    <div className={css({ minH: "100vh", display: "flex", flexDirection: "column" })}>
      <a
        href="#main-content"
        className={css({
          position: "absolute",
          left: "-9999px",
          top: "2",
          zIndex: 60,
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
        <Outlet />
      </main>
      <SiteFooter tone="light" />
      <ContactWidget />
    </div>
  );
}
