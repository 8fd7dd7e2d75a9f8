import { defineSlotRecipe } from "@pandacss/dev";

/**
 * The lists of the support desk and of services: a card that scrolls sideways on a phone
 * rather than squeezing its columns, with a real <table> inside (headers, captions, rows).
 */
export const dataTableRecipe = defineSlotRecipe({
  className: "data-table",
  slots: ["root", "table", "caption", "head", "row", "cell", "rowHeader"],
  base: {
    root: {
      bg: "surface.card",
      borderRadius: "card",
      borderWidth: "1px",
      borderColor: "border.default",
      boxShadow: "sm",
      overflowX: "auto",
    },
    table: { w: "full", borderCollapse: "collapse", fontSize: "sm" },
    caption: { srOnly: true },
    head: {
      px: "4",
      py: "3",
      textAlign: "start",
      fontSize: "xs",
      fontWeight: "semibold",
      textTransform: "uppercase",
      letterSpacing: "wider",
      color: "text.muted",
      whiteSpace: "nowrap",
      borderBottomWidth: "1px",
      borderColor: "border.default",
    },
    row: {
      borderBottomWidth: "1px",
      borderColor: "border.default",
      _last: { borderBottomWidth: "0" },
      _hover: { bg: "surface.canvas" },
    },
    cell: { px: "4", py: "3", textAlign: "start", verticalAlign: "top" },
    rowHeader: {
      px: "4",
      py: "3",
      textAlign: "start",
      verticalAlign: "top",
      fontWeight: "semibold",
      whiteSpace: "nowrap",
    },
  },
});
