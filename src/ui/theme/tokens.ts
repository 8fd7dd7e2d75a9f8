import { defineSemanticTokens, defineTokens } from "@pandacss/dev";

/** Brand palette and type: a deep network blue with an amber accent for warnings. */
export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: "#eef4ff" },
      100: { value: "#d9e6ff" },
      500: { value: "#2457d6" },
      600: { value: "#1b45b0" },
      700: { value: "#163889" },
      900: { value: "#0b1c45" },
    },
    danger: { 50: { value: "#fdecec" }, 200: { value: "#f5b5b5" }, 500: { value: "#c62828" } },
    success: { 50: { value: "#e8f5ec" }, 200: { value: "#a8d8b7" }, 500: { value: "#1f7a3f" } },
    warning: { 50: { value: "#fff4e0" }, 200: { value: "#f3cf8f" }, 500: { value: "#a35c00" } },
  },
  fonts: {
    body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', sans-serif" },
  },
  radii: { card: { value: "12px" }, control: { value: "8px" } },
  /** The floating contact button: its size, and its distance from the viewport's corner. */
  sizes: { contactButton: { value: "3.5rem" } },
  spacing: {
    contactButtonInset: { value: "1rem" },
    contactButtonInsetWide: { value: "1.5rem" },
    /**
     * The space the private frame keeps free under its last content: the button, its inset
     * and a gap as wide again, so the last row of a page can always scroll clear of it.
     */
    contactButtonClearance: { value: "calc(3.5rem + 2 * 1.5rem)" },
  },
  /** Stacking order of what floats above the page: banners < overlays < toasts. */
  zIndex: {
    banner: { value: 100 },
    sticky: { value: 200 },
    overlay: { value: 1000 },
    modal: { value: 1100 },
    popover: { value: 1200 },
    toast: { value: 1500 },
  },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    surface: {
      canvas: { value: "#f4f6fb" },
      card: { value: "#ffffff" },
      hero: { value: "linear-gradient(135deg, #0b1c45 0%, #1b45b0 60%, #2457d6 100%)" },
    },
    text: {
      default: { value: "#111827" },
      muted: { value: "#4b5563" },
      inverted: { value: "#ffffff" },
    },
    border: { default: { value: "#d1d5db" } },
  },
});
