import { defineSlotRecipe } from "@pandacss/dev";

/** Floating panels opened from a button (notification menu, contact widget): Ark UI Popover parts. */
export const popoverPanelRecipe = defineSlotRecipe({
  className: "popover-panel",
  slots: ["positioner", "content", "header", "title", "body", "footer"],
  base: {
    positioner: { zIndex: 45 },
    content: {
      w: "min(24rem, calc(100vw - 2rem))",
      bg: "surface.card",
      color: "text.default",
      borderRadius: "card",
      borderWidth: "1px",
      borderColor: "border.default",
      boxShadow: "xl",
      outline: "none",
      overflow: "hidden",
    },
    header: {
      display: "flex",
      alignItems: "center",
      gap: "2",
      px: "4",
      py: "3",
      borderBottomWidth: "1px",
      borderColor: "border.default",
    },
    title: { flex: "1", fontSize: "md", fontWeight: "semibold" },
    body: { maxH: "min(24rem, 60vh)", overflowY: "auto" },
    footer: {
      display: "flex",
      justifyContent: "center",
      px: "4",
      py: "2",
      borderTopWidth: "1px",
      borderColor: "border.default",
    },
  },
});
