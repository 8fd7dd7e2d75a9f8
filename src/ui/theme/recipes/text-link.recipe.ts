import { defineRecipe } from "@pandacss/dev";

/** Links inside text and below forms; `inverted` on dark backgrounds (banners, the hero). */
export const textLinkRecipe = defineRecipe({
  className: "text-link",
  description: "In-text links: underlined on hover, visible focus from the global style.",
  base: {
    fontWeight: "medium",
    textDecoration: "underline",
    textUnderlineOffset: "2px",
    cursor: "pointer",
    _hover: { textDecorationThickness: "2px" },
  },
  variants: {
    tone: {
      brand: { color: "brand.600" },
      inverted: { color: "text.inverted" },
    },
  },
  defaultVariants: { tone: "brand" },
});
