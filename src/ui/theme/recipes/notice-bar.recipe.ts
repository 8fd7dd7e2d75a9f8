import { defineRecipe } from "@pandacss/dev";

/** Full-width bars under the top bar: the banner alert by severity, and impersonation. */
export const noticeBarRecipe = defineRecipe({
  className: "notice-bar",
  base: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "center",
    gap: "3",
    px: "4",
    py: "2",
    fontSize: "sm",
    textAlign: "center",
  },
  variants: {
    tone: {
      info: { bg: "brand.50", color: "brand.900" },
      warning: { bg: "warning.50", color: "warning.500" },
      critical: { bg: "danger.500", color: "text.inverted" },
      impersonating: { bg: "danger.500", color: "text.inverted", fontWeight: "medium" },
    },
  },
  defaultVariants: { tone: "info" },
});
