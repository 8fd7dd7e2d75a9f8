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
  },
  variants: {
    padding: {
      none: {},
      md: { p: { base: "4", md: "6" } },
    },
  },
  defaultVariants: { padding: "md" },
});
