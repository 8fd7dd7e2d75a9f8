import { defineRecipe } from "@pandacss/dev";
import { topBarTextControl } from "./top-bar-control.ts";

/**
 * A text link of the desktop top bar (Dashboard, Billing): the look of the menu triggers beside
 * it (nav-menu.recipe.ts), so links and menus read as one row of destinations.
 */
export const topBarLinkRecipe = defineRecipe({
  className: "top-bar-link",
  base: topBarTextControl,
});
