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
    },
    size: {
      inherit: {},
      xs: { fontSize: "xs" },
      sm: { fontSize: "sm" },
    },
  },
  defaultVariants: { tone: "default", size: "inherit" },
});

/** Text for assistive technology only: read out, never shown ("Download", a row's name). */
export const srOnlyRecipe = defineRecipe({
  className: "sr-only",
  base: { srOnly: true },
});
