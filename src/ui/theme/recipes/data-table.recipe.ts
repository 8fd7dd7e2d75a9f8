import { defineSlotRecipe } from "@pandacss/dev";

/**
 * The lists of the support desk and of services: a card with a real <table> inside (headers,
 * captions, rows). Below the lg breakpoint (a phone, a tablet) each row becomes a block of its own and
 * each cell shows its column heading beside it (the `data-label` the component sets), so the
 * status and the dates are on screen without scrolling sideways. The label is drawn with an
 * empty alternative text: a screen reader already names each cell by its column heading.
 */
const stacked = {
  display: "grid",
  gridTemplateColumns: "minmax(5.5rem, 35%) minmax(0, 1fr)",
  columnGap: "3",
  alignItems: "baseline",
  // A cell's content keeps its own width: a status badge standing alone in its cell would
  // otherwise stretch across the whole column.
  justifyItems: "start",
  px: "4",
  py: "1.5",
  minW: "0",
  whiteSpace: "normal",
  // A long unbroken word (a pasted reference, a link) wraps inside its cell instead of
  // widening the card past the screen.
  overflowWrap: "anywhere",
  "&::before": {
    content: 'attr(data-label) / ""',
    textStyle: "overline",
    color: "text.muted",
  },
  // Everything the cell holds goes in the value column: a second line (an event's place, a
  // ticket's type, a service's id) would otherwise wrap into the label's column, under it,
  // and read as a label.
  "& > *": { gridColumn: "2" },
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
      // Inside a card (whose long words may break anywhere) a column still keeps its words
      // whole: with breaks anywhere, the table's layout would squeeze a column to one letter.
      overflowWrap: "normal",
    },
    table: { w: "full", borderCollapse: "collapse", fontSize: "sm" },
    caption: { srOnly: true },
    headRow: {},
    body: {},
    head: {
      px: "4",
      py: "3",
      textAlign: "start",
      textStyle: "overline",
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
  variants: {
    layout: {
      // A list of records: below a laptop's width (a phone, a tablet) each row is a block of
      // labelled cells; a tablet's 768 px cut off the last columns of a five-column list.
      stacked: {
        table: { lgDown: { display: "block" } },
        // There the headings move into each cell's label; the row stays for screen readers.
        headRow: { lgDown: { srOnly: true } },
        body: { lgDown: { display: "block" } },
        row: { lgDown: { display: "block", py: "2" } },
        cell: { lgDown: stacked },
        rowHeader: { lgDown: stacked },
      },
      // A grid of choices or figures (permissions, notification channels, prices,
      // thresholds): a few narrow columns that stay a table on a phone, inside the card of
      // its form, so without a card of its own; headings wrap between words.
      grid: {
        root: { bg: "transparent", borderWidth: "0", borderRadius: "0", boxShadow: "none" },
        head: { whiteSpace: "normal", mdDown: { px: "2" } },
        cell: { mdDown: { px: "2" } },
        rowHeader: { whiteSpace: "normal", mdDown: { px: "2" } },
      },
    },
  },
  defaultVariants: { layout: "stacked" },
});
