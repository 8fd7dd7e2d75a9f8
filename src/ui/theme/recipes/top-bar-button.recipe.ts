import { defineRecipe } from "@pandacss/dev";
import { iconControlBox } from "./icon-control.ts";
import { topBarControlTints } from "./top-bar-control.ts";

/**
 * The square icon buttons and icon links of the private top bar (the notification bell, the
 * changelog link, the phone's hamburger). The stand-in button and the popup's own trigger both use it, so neither module
 * imports the other for its look.
 */
export const topBarButtonRecipe = defineRecipe({
  className: "top-bar-button",
  base: {
    position: "relative",
    ...iconControlBox,
    // Its aria-current tint marks the changelog link while the changelog is the page shown.
    ...topBarControlTints,
  },
  variants: {
    /** The hamburger shows only below md, where the main navigation is folded away. */
    only: {
      always: {},
      narrow: { display: { base: "inline-flex", md: "none" } },
    },
  },
  defaultVariants: { only: "always" },
});
