import { defineSlotRecipe } from "@pandacss/dev";

/**
 * Toasts (spec section 2): icon by variant, title, body, close button. Slots follow Ark UI's
 * Toast anatomy; the variant comes from the `data-type` Ark sets on the root, and the
 * position, stacking and enter/leave motion from the CSS variables Ark's toast group sets.
 */
export const toastRecipe = defineSlotRecipe({
  className: "toast",
  slots: ["group", "root", "icon", "content", "title", "description", "closeTrigger"],
  base: {
    group: { zIndex: "toast" },
    root: {
      display: "flex",
      alignItems: "flex-start",
      gap: "3",
      w: "min(24rem, calc(100vw - 2rem))",
      p: "4",
      pr: "10",
      bg: "surface.card",
      color: "text.default",
      borderRadius: "control",
      borderLeftWidth: "4px",
      borderLeftColor: "brand.500",
      boxShadow: "lg",
      translate: "var(--x) var(--y)",
      scale: "var(--scale)",
      zIndex: "var(--z-index)",
      height: "var(--height)",
      opacity: "var(--opacity)",
      willChange: "translate, opacity, scale",
      transitionProperty: "translate, scale, opacity, height",
      transitionDuration: "0.35s",
      transitionTimingFunction: "cubic-bezier(0.21, 1.02, 0.73, 1)",
      _motionReduce: { transitionDuration: "0s" },
      _focusVisible: { outline: "2px solid token(colors.brand.500)", outlineOffset: "2px" },
      "&[data-type=success]": { borderLeftColor: "success.500" },
      "&[data-type=error]": { borderLeftColor: "danger.500" },
      "&[data-type=warning]": { borderLeftColor: "warning.500" },
      "&[data-type=success] [data-toast-icon]": { color: "success.500" },
      "&[data-type=error] [data-toast-icon]": { color: "danger.500" },
      "&[data-type=warning] [data-toast-icon]": { color: "warning.500" },
      "&[data-type=info] [data-toast-icon]": { color: "brand.600" },
    },
    icon: { flexShrink: "0", w: "5", h: "5", mt: "0.5" },
    content: { display: "flex", flexDirection: "column", gap: "1", minW: "0" },
    title: { fontWeight: "semibold", fontSize: "sm" },
    description: { fontSize: "sm", color: "text.muted", overflowWrap: "anywhere" },
    closeTrigger: {
      position: "absolute",
      top: "2",
      right: "2",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      w: "8",
      h: "8",
      borderRadius: "control",
      color: "text.muted",
      cursor: "pointer",
      _hover: { bg: "surface.canvas", color: "text.default" },
    },
  },
});
