import { defineSlotRecipe } from "@pandacss/dev";
import { MODAL_LAYER, modalBackdrop, modalFrame } from "./modal-layer.ts";

/**
 * A modal dialog in the middle of the screen (Ark UI Dialog parts): a form that asks for more
 * than a click (ceasing a service), over a dimmed page.
 */
export const dialogRecipe = defineSlotRecipe({
  className: "dialog",
  slots: ["backdrop", "positioner", "content", "title", "description", "body", "actions"],
  base: {
    backdrop: modalBackdrop,
    positioner: {
      ...modalFrame,
      alignItems: { base: "flex-end", sm: "center" },
      justifyContent: "center",
      p: { base: "0", sm: "4" },
      zIndex: MODAL_LAYER,
    },
    content: {
      w: { base: "full", sm: "min(32rem, 100%)" },
      maxH: "100dvh",
      overflowY: "auto",
      bg: "surface.card",
      color: "text.default",
      borderRadius: { base: "0", sm: "card" },
      boxShadow: "2xl",
      p: { base: "4", md: "6" },
      outline: "none",
    },
    title: { fontSize: "lg", fontWeight: "semibold" },
    description: { mt: "1", color: "text.muted", fontSize: "sm" },
    body: { display: "flex", flexDirection: "column", gap: "4", mt: "4" },
    actions: { display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: "2", mt: "2" },
  },
});
