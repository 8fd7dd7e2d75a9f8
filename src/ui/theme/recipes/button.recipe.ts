import { defineRecipe } from "@pandacss/dev";

export const buttonRecipe = defineRecipe({
  className: "button",
  description:
    "Buttons of the portal: primary for the main action of a screen, outline for a second " +
    "choice, ghost otherwise; inverted and inverted-outline on dark backgrounds.",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    fontWeight: "semibold",
    borderRadius: "control",
    borderWidth: "1px",
    borderColor: "transparent",
    cursor: "pointer",
    textDecoration: "none",
    transition: "background 0.15s",
    _disabled: { opacity: 0.6, cursor: "not-allowed" },
  },
  variants: {
    variant: {
      primary: { bg: "brand.500", color: "text.inverted", _hover: { bg: "brand.600" } },
      outline: {
        bg: "surface.card",
        color: "brand.600",
        borderColor: "border.default",
        _hover: { bg: "brand.50" },
      },
      ghost: { bg: "transparent", color: "brand.600", _hover: { bg: "brand.50" } },
      inverted: { bg: "surface.card", color: "brand.900", _hover: { bg: "brand.50" } },
      invertedOutline: {
        bg: "transparent",
        color: "text.inverted",
        borderColor: "text.inverted",
        _hover: { bg: "rgba(255, 255, 255, 0.12)" },
      },
    },
    size: {
      sm: { h: "8", px: "3", fontSize: "sm" },
      md: { h: "10", px: "4", fontSize: "sm" },
      lg: { h: "12", px: "6", fontSize: "md" },
    },
    fullWidth: { true: { w: "full" } },
  },
  defaultVariants: { variant: "primary", size: "md" },
});
