import { defineRecipe } from "@pandacss/dev";

/**
 * A short label for where something stands (a ticket's status, a maintenance's state, an
 * impact level). The tone carries no meaning on its own: the words always say it.
 */
export const badgeRecipe = defineRecipe({
  className: "badge",
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "1",
    px: "2",
    py: "0.5",
    borderRadius: "full",
    borderWidth: "1px",
    fontSize: "xs",
    fontWeight: "semibold",
    lineHeight: "1.4",
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      neutral: { bg: "surface.canvas", borderColor: "border.default", color: "text.muted" },
      info: { bg: "brand.50", borderColor: "brand.100", color: "brand.700" },
      success: { bg: "success.50", borderColor: "success.200", color: "success.500" },
      warning: { bg: "warning.50", borderColor: "warning.200", color: "warning.500" },
      danger: { bg: "danger.50", borderColor: "danger.200", color: "danger.500" },
    },
  },
  defaultVariants: { tone: "neutral" },
  // Features pick the tone from a map (status -> tone), which Panda's extractor cannot read:
  // without this, a tone no code names literally (warning) has no CSS at all.
  staticCss: [{ tone: ["*"] }],
});
