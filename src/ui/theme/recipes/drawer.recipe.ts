import { defineSlotRecipe } from "@pandacss/dev";

/** A panel sliding in from the right (Ark UI Dialog parts), for the mobile navigation. */
export const drawerRecipe = defineSlotRecipe({
  className: "drawer",
  slots: ["backdrop", "positioner", "content", "header", "title", "closeTrigger", "body"],
  base: {
    backdrop: { position: "fixed", inset: "0", bg: "rgba(11, 28, 69, 0.6)", zIndex: 50 },
    positioner: {
      position: "fixed",
      inset: "0",
      display: "flex",
      justifyContent: "flex-end",
      zIndex: 50,
    },
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
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      w: "10",
      h: "10",
      borderRadius: "control",
      cursor: "pointer",
      _hover: { bg: "brand.50" },
    },
    body: { flex: "1", overflowY: "auto", py: "2" },
  },
});
