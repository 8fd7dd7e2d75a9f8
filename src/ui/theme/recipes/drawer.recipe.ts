import { defineSlotRecipe } from "@pandacss/dev";
import { iconControlBox } from "./icon-control.ts";
import { MODAL_LAYER, modalBackdrop, modalFrame } from "./modal-layer.ts";

/** A panel sliding in from the right (Ark UI Dialog parts), for the mobile navigation. */
export const drawerRecipe = defineSlotRecipe({
  className: "drawer",
  slots: ["backdrop", "positioner", "content", "header", "title", "closeTrigger", "body"],
  base: {
    backdrop: modalBackdrop,
    positioner: { ...modalFrame, justifyContent: "flex-end", zIndex: MODAL_LAYER },
    content: {
      display: "flex",
      flexDirection: "column",
      h: "100dvh",
      w: "min(20rem, 85vw)",
      bg: "surface.card",
      color: "text.default",
      boxShadow: "2xl",
      outline: "none",
    },
    header: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      px: "4",
      py: "3",
      borderBottomWidth: "1px",
      borderColor: "border.default",
    },
    title: { fontSize: "lg", fontWeight: "semibold" },
    closeTrigger: {
      ...iconControlBox,
      cursor: "pointer",
      _hover: { bg: "brand.50" },
    },
    body: { flex: "1", overflowY: "auto", py: "2" },
  },
});
