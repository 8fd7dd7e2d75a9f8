import { defineRecipe } from "@pandacss/dev";

/**
 * The floating round contact button of the private pages, the same before and after the
 * panel's code has arrived (the stand-in and the popover's trigger both use it). The private
 * frame keeps `contactButtonClearance` free under its content, so the button covers nothing.
 */
export const contactButtonRecipe = defineRecipe({
  className: "contact-button",
  base: {
    position: "fixed",
    right: { base: "contactButtonInset", md: "contactButtonInsetWide" },
    // Above the cookie banner while it is shown (components/cookie-banner.tsx).
    bottom: {
      base: "[calc(token(spacing.contactButtonInset) + var(--cookie-banner-height, 0px))]",
      md: "[calc(token(spacing.contactButtonInsetWide) + var(--cookie-banner-height, 0px))]",
    },
    zIndex: 30,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    w: "contactButton",
    h: "contactButton",
    borderRadius: "full",
    bg: "brand.500",
    color: "text.inverted",
    boxShadow: "lg",
    cursor: "pointer",
    _hover: { bg: "brand.600" },
    "&[data-state=open]": { bg: "brand.700" },
  },
});
