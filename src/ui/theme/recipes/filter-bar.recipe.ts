import { defineSlotRecipe } from "@pandacss/dev";

/**
 * The filters above a list: a grid of fields (one column on a phone, up to four on a wide
 * screen) lined up by their labels, then the form's buttons.
 */
export const filterBarRecipe = defineSlotRecipe({
  className: "filter-bar",
  slots: ["root", "grid", "actions"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "3", mb: "4" },
    grid: {
      display: "grid",
      gridTemplateColumns: {
        base: "1fr",
        md: "repeat(2, minmax(0, 1fr))",
        lg: "repeat(4, minmax(0, 1fr))",
      },
      gap: "4",
      // Controls line up by their labels, whatever helper text sits under one of them.
      alignItems: "start",
    },
    actions: { display: "flex", gap: "2", flexWrap: "wrap" },
  },
});
