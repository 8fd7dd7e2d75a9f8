import { defineSlotRecipe } from "@pandacss/dev";

/**
 * The lists of the support desk and of services: a card with a real <table> inside (headers,
 * captions, rows). Below the md breakpoint (a phone) each row becomes a block of its own and
 * each cell shows its column heading beside it (the `data-label` the component sets), so the
 * status and the dates are on screen without scrolling sideways. The label is drawn with an
 * empty alternative text: a screen reader already names each cell by its column heading.
 */
const stacked = {
  display: "grid",
  gridTemplateColumns: "minmax(5.5rem, 35%) minmax(0, 1fr)",
  columnGap: "3",
  alignItems: "baseline",
  px: "4",
  py: "1.5",
  minW: "0",
  whiteSpace: "normal",
  // A long unbroken word (a pasted reference, a link) wraps inside its cell instead of
  // widening the card past the screen.
  overflowWrap: "anywhere",
  "&::before": {
    content: 'attr(data-label) / ""',
    fontSize: "xs",
    fontWeight: "semibold",
    textTransform: "uppercase",
    letterSpacing: "wider",
    color: "text.muted",
  },
} as const;

export const dataTableRecipe = defineSlotRecipe({
  className: "data-table",
  slots: [
    "root",
    "table",
    "caption",
    "head",
    "headRow",
    "sortButton",
    "body",
    "row",
    "cell",
    "rowHeader",
  ],
  base: {
    root: {
      bg: "surface.card",
      borderRadius: "card",
      borderWidth: "1px",
      borderColor: "border.default",
      boxShadow: "sm",
      overflowX: "auto",
    },
    table: {
      w: "full",
      borderCollapse: "collapse",
      fontSize: "sm",
      mdDown: { display: "block" },
    },
    caption: { srOnly: true },
    // On a phone the headings move into each cell's label; the row stays for screen readers.
    headRow: { mdDown: { srOnly: true } },
    body: { mdDown: { display: "block" } },
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
    // A sortable column's heading: the heading's own look, as a button.
    sortButton: {
      cursor: "pointer",
      bg: "transparent",
      borderWidth: "0",
      p: "0",
      color: "inherit",
      fontSize: "inherit",
      fontWeight: "inherit",
      textTransform: "inherit",
      letterSpacing: "inherit",
      textAlign: "start",
    },
    row: {
      borderBottomWidth: "1px",
      borderColor: "border.default",
      _last: { borderBottomWidth: "0" },
      _hover: { bg: "surface.canvas" },
      "&[data-flagged=true]": { bg: "red.50" },
      mdDown: { display: "block", py: "2" },
    },
    cell: {
      px: "4",
      py: "3",
      textAlign: "start",
      verticalAlign: "top",
      mdDown: stacked,
    },
    rowHeader: {
      px: "4",
      py: "3",
      textAlign: "start",
      verticalAlign: "top",
      fontWeight: "semibold",
      whiteSpace: "nowrap",
      mdDown: stacked,
    },
  },
});
