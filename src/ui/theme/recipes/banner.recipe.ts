import { defineSlotRecipe } from "@pandacss/dev";

/**
 * Full-width notices of the whole portal: the server-status banners above the page and the
 * cookie banner at the bottom.
 */
export const bannerRecipe = defineSlotRecipe({
  className: "banner",
  slots: ["root", "inner", "icon", "message", "actions"],
  base: {
    root: { w: "full", px: "4", py: "3", fontSize: "sm" },
    inner: {
      maxW: "6xl",
      mx: "auto",
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      gap: "3",
    },
    icon: { flexShrink: "0", w: "5", h: "5" },
    message: { flex: "1", minW: "12rem" },
    actions: { display: "flex", gap: "2", flexShrink: "0" },
  },
  variants: {
    tone: {
      error: { root: { bg: "danger.500", color: "text.inverted" } },
      success: { root: { bg: "success.500", color: "text.inverted" } },
      consent: {
        root: {
          // Sticky at the end of the page: over the content while it scrolls, and in the flow
          // below the footer at the very end, so it never hides anything for good.
          position: "sticky",
          bottom: "0",
          zIndex: "banner",
          bg: "brand.900",
          color: "text.inverted",
          boxShadow: "0 -4px 16px rgba(0, 0, 0, 0.2)",
          py: "4",
        },
      },
    },
  },
  defaultVariants: { tone: "error" },
});
