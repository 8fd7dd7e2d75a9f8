import { defineRecipe } from "@pandacss/dev";

/**
 * Running text set apart by tone and size: a muted hint ("Nothing has been posted yet."), a
 * field's error, a small caption. The words carry the meaning; the tone only supports it.
 */
export const textRecipe = defineRecipe({
  className: "text",
  base: {},
  variants: {
    tone: {
      default: {},
      muted: { color: "text.muted" },
      danger: { color: "danger.500" },
      /** A quiet link that leads elsewhere ("View all"), set by colour alone, no underline. */
      brand: { color: "brand.600" },
    },
    size: {
      inherit: {},
      xs: { fontSize: "xs" },
      sm: { fontSize: "sm" },
    },
    /** A term or name that leads its line ("No tickets yet.", a person's name). */
    weight: {
      inherit: {},
      medium: { fontWeight: "medium" },
      semibold: { fontWeight: "semibold" },
    },
  },
  defaultVariants: { tone: "default", size: "inherit", weight: "inherit" },
});

/** Text for assistive technology only: read out, never shown ("Download", a row's name). */
export const srOnlyRecipe = defineRecipe({
  className: "sr-only",
  base: { srOnly: true },
});

/**
 * The titles inside a page, by rank: `page` a screen's own title where no PageHeader is used
 * (the sign-in card), `part` one of the few large parts a page is made of (the order wizard's
 * step, an order flow's prices), `section` a section of a page ("At a glance"), `card` the
 * title of a card or panel. Each keeps the space below it that separates it from its content,
 * unless `flush` (a title on a row with its actions).
 */
export const headingRecipe = defineRecipe({
  className: "heading",
  base: { fontWeight: "semibold" },
  variants: {
    size: {
      page: { fontSize: "2xl", fontWeight: "bold", mb: "1" },
      part: { fontSize: "xl", mb: "3" },
      section: { fontSize: "lg", mb: "3" },
      card: { mb: "3" },
    },
    flush: { true: { mb: "0" }, false: {} },
  },
  defaultVariants: { size: "card", flush: false },
});

/**
 * The product's name as the wordmark that heads every frame: the top bar, the public pages
 * (sign-in, sign-up) and the legal and help documents.
 */
export const wordmarkRecipe = defineRecipe({
  className: "wordmark",
  base: { fontSize: "xl", fontWeight: "bold", letterSpacing: "tight" },
});
