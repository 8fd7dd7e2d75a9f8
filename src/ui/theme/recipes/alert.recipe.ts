import { defineSlotRecipe } from "@pandacss/dev";

/** Messages inside a page (a refused sign-in, a sent form, an unusable link), by status. */
export const alertRecipe = defineSlotRecipe({
  className: "alert",
  slots: ["root", "icon", "content", "title", "description"],
  base: {
    root: {
      display: "flex",
      gap: "3",
      alignItems: "flex-start",
      p: "4",
      borderRadius: "control",
      borderWidth: "1px",
      fontSize: "sm",
      color: "text.default",
    },
    icon: { flexShrink: "0", w: "5", h: "5", mt: "0.5" },
    content: { display: "flex", flexDirection: "column", gap: "1", minW: "0" },
    title: { fontWeight: "semibold" },
    description: { overflowWrap: "anywhere" },
  },
  variants: {
    status: {
      error: {
        root: { bg: "danger.50", borderColor: "danger.200" },
        icon: { color: "danger.500" },
      },
      success: {
        root: { bg: "success.50", borderColor: "success.200" },
        icon: { color: "success.500" },
      },
      warning: {
        root: { bg: "warning.50", borderColor: "warning.200" },
        icon: { color: "warning.500" },
      },
      info: { root: { bg: "brand.50", borderColor: "brand.100" }, icon: { color: "brand.600" } },
    },
  },
  defaultVariants: { status: "info" },
});
