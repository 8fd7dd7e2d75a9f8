import { Link, Outlet } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { textLink } from "#styled-system/recipes/index.js";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import { SiteFooter } from "../components/site-footer.tsx";

/**
 * The frame of the legal and help pages (/legal/:topic, /docs/:topic): the public pages'
 * branded background and footer, with a card wide enough for reading, and the way back to the
 * portal. Public, because the footer and the cookie banner link here before anyone signs in.
 */
export function DocumentLayout() {
  const { productName } = useRuntimeConfig();
  return (
    <div
      data-page-background
      className={css({
        // A window high, less the cookie banner's space while it waits for an answer; taller
        // with its text, the background growing with it (the layout audit checks it covers
        // the whole page).
        minH: "[calc(100vh - var(--cookie-banner-height, 0px))]",
        display: "flex",
        flexDirection: "column",
        bgImage: "token(colors.surface.hero)",
      })}
    >
      <header
        className={css({
          display: "flex",
          flexWrap: "wrap",
          gap: "4",
          alignItems: "baseline",
          justifyContent: "space-between",
          px: { base: "4", md: "8" },
          py: "6",
          color: "text.inverted",
        })}
      >
        <Link
          to="/"
          className={css({ fontSize: "xl", fontWeight: "bold", letterSpacing: "tight" })}
        >
          {productName}
        </Link>
        <Link className={textLink({ tone: "inverted" })} to="/">
          Back to the portal
        </Link>
      </header>
      <main
        className={css({ flex: "1", display: "flex", justifyContent: "center", px: "4", pb: "8" })}
      >
        <div
          className={css({
            w: "full",
            maxW: "3xl",
            bg: "surface.card",
            borderRadius: "card",
            boxShadow: "xl",
            p: { base: "6", md: "10" },
          })}
        >
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
