import { defineTextStyles } from "@pandacss/dev";

/**
 * Typography the theme names once, for `textStyle` in css() and recipes (colour stays with
 * the caller: a text style sets no colour).
 */
export const textStyles = defineTextStyles({
  /**
   * A small capitalised label above or before what it names: a table's column headings and a
   * phone's cell labels, a record's terms, the drawer's groups, the contact panel's parts.
   */
  overline: {
    value: {
      fontSize: "xs",
      fontWeight: "semibold",
      textTransform: "uppercase",
      letterSpacing: "wider",
    },
  },
});
