import type { ReactNode } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";
import { SiteFooter } from "../components/site-footer.tsx";

const frameClass = flex({
  // A window high, less the cookie banner's space while it waits for an answer; taller with
  // its page, the background growing with it (the layout audit checks it covers the whole
  // page, by `data-page-background`).
  minH: "[calc(100vh - var(--cookie-banner-height, 0px))]",
  direction: "column",
  bgImage: "token(colors.surface.hero)",
});

const cardClass = css({
  w: "full",
  bg: "surface.card",
  borderRadius: "card",
  boxShadow: "xl",
  p: { base: "6", md: "10" },
});

// A form (sign-in, a password) reads best narrow; a legal or help text wants a reading width.
const cardWidths = {
  form: css({ maxW: "md" }),
  reading: css({ maxW: "3xl" }),
} as const;

/**
 * What every page seen before signing in stands in (the public pages, the legal and help
 * texts): the branded background, the layout's own header, its main part and the site footer.
 * Drawn once so the two public layouts cannot drift apart.
 */
export function PublicFrame({
  header,
  children,
}: {
  readonly header: ReactNode;
  /** The layout's `<main>`. */
  readonly children: ReactNode;
}) {
  return (
    <div data-page-background className={frameClass}>
      {header}
      {children}
      <SiteFooter />
    </div>
  );
}

/** The white card a public page's content sits on, as wide as what it holds needs. */
export function PublicCard({
  width,
  children,
}: {
  readonly width: keyof typeof cardWidths;
  readonly children: ReactNode;
}) {
  return <div className={cx(cardClass, cardWidths[width])}>{children}</div>;
}
