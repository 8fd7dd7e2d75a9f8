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
      // The whole screen on a phone; elsewhere the screen less the frame's padding, so that a
      // long form (a dispute with its charges) scrolls inside the dialog, never past the window.
      maxH: { base: "100dvh", sm: "[calc(100dvh - 2rem)]" },
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
    // Kept in sight at the dialog's bottom edge while a long form scrolls under them.
    actions: {
      position: "sticky",
      bottom: { base: "-4", md: "-6" },
      display: "flex",
      flexWrap: "wrap",
      justifyContent: "flex-end",
      gap: "2",
      mt: "2",
      // The dialog's bottom padding, drawn by the row itself so nothing shows through under it.
      pt: "3",
      pb: { base: "4", md: "6" },
      mb: { base: "-4", md: "-6" },
      bg: "surface.card",
      borderTopWidth: "1px",
      borderColor: "border.default",
    },
  },
});
