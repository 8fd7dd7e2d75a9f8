import { defineSlotRecipe } from "@pandacss/dev";
import { topBarTextControl } from "./top-bar-control.ts";

/**
 * Drop-down menus of the private top bar (Services, Support, the user menu). Slots follow
 * Ark UI's Menu anatomy; highlighted items use Ark's data-highlighted, so keyboard and pointer
 * look the same.
 */
export const navMenuRecipe = defineSlotRecipe({
  className: "nav-menu",
  slots: ["trigger", "positioner", "content", "item", "itemGroupLabel", "separator"],
  base: {
    trigger: topBarTextControl,
    positioner: { zIndex: 40 },
    content: {
      minW: "56",
      bg: "surface.card",
      color: "text.default",
      borderRadius: "control",
      borderWidth: "1px",
      borderColor: "border.default",
      boxShadow: "lg",
      py: "1",
      outline: "none",
    },
    item: {
      display: "flex",
      alignItems: "center",
      gap: "2",
      w: "full",
      px: "4",
      py: "2",
      fontSize: "sm",
      textAlign: "start",
      cursor: "pointer",
      color: "text.default",
      textDecoration: "none",
      "&[data-highlighted]": { bg: "brand.50", color: "brand.700" },
    },
    itemGroupLabel: { px: "4", py: "3", fontSize: "sm", color: "text.muted" },
    separator: { my: "1", borderTopWidth: "1px", borderColor: "border.default" },
  },
});
