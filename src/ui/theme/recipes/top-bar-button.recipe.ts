import { defineRecipe } from "@pandacss/dev";
import { iconControlBox } from "./icon-control.ts";

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
    color: "text.inverted",
    cursor: "pointer",
    _hover: { bg: "rgba(255, 255, 255, 0.16)" },
    "&[data-state=open]": { bg: "rgba(255, 255, 255, 0.16)" },
    // The changelog link while the changelog is the page shown.
    "&[aria-current=page]": { bg: "rgba(255, 255, 255, 0.22)" },
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
