import { defineRecipe } from "@pandacss/dev";

/** A white card on the canvas: the building block of the private pages. */
export const panelRecipe = defineRecipe({
  className: "panel",
  base: {
    bg: "surface.card",
    borderRadius: "card",
    borderWidth: "1px",
    borderColor: "border.default",
    boxShadow: "sm",
    // A card in a grid or flex column may shrink to the screen, and a long unbroken word in it
    // (a pasted reference, a link) wraps instead of widening the page past a phone's width.
    minW: "0",
    overflowWrap: "anywhere",
  },
  variants: {
    padding: {
      none: {},
      md: { p: { base: "4", md: "6" } },
    },
  },
  defaultVariants: { padding: "md" },
});
