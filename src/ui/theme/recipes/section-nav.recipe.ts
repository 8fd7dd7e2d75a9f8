import { defineSlotRecipe } from "@pandacss/dev";

/**
 * A row of a module's sections or of a record's tabs (Support: Overview, Tickets...; a
 * service: Overview, Tickets...), underlined, the current one in the brand colour. It scrolls
 * sideways rather than wrapping when a phone is too narrow.
 */
export const sectionNavRecipe = defineSlotRecipe({
  className: "section-nav",
  slots: ["root", "list", "link"],
  base: {
    root: { mb: "6", overflowX: "auto" },
    list: { display: "flex", gap: "1", borderBottomWidth: "1px", borderColor: "border.default" },
    link: {
      display: "inline-flex",
      alignItems: "center",
      h: "10",
      // Narrower on a phone, so four sections fit a 390px screen without scrolling.
      px: { base: "2", sm: "3" },
      fontSize: "sm",
      fontWeight: "medium",
      color: "text.muted",
      borderBottomWidth: "2px",
      borderColor: "transparent",
      whiteSpace: "nowrap",
      _hover: { color: "text.default" },
      "&[aria-current=page]": { color: "brand.600", borderColor: "brand.500" },
    },
  },
});
