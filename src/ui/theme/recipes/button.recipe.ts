import { defineRecipe } from "@pandacss/dev";

export const buttonRecipe = defineRecipe({
  className: "button",
  description: "Buttons of the portal: primary for the main action of a screen, ghost otherwise.",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    fontWeight: "semibold",
    borderRadius: "control",
    cursor: "pointer",
    transition: "background 0.15s",
    _disabled: { opacity: 0.6, cursor: "not-allowed" },
  },
  variants: {
    variant: {
      primary: { bg: "brand.500", color: "text.inverted", _hover: { bg: "brand.600" } },
      ghost: { bg: "transparent", color: "brand.600", _hover: { bg: "brand.50" } },
    },
    size: {
      md: { h: "10", px: "4", fontSize: "sm" },
      lg: { h: "12", px: "6", fontSize: "md" },
    },
    fullWidth: { true: { w: "full" } },
  },
  defaultVariants: { variant: "primary", size: "md" },
});
