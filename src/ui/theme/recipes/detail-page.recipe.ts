import { defineSlotRecipe } from "@pandacss/dev";

/**
 * The page of one record (a ticket, a maintenance, an outage): badges under the title, a main
 * column of cards and a narrower side column of facts, stacked on small screens.
 */
export const detailPageRecipe = defineSlotRecipe({
  className: "detail-page",
  slots: ["badges", "columns", "column", "cardTitle", "text", "facts", "term", "value"],
  base: {
    badges: { display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: "2" },
    columns: {
      display: "grid",
      gridTemplateColumns: { base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
      gap: "6",
      alignItems: "start",
    },
    column: { display: "flex", flexDirection: "column", gap: "6", minW: "0" },
    cardTitle: { fontSize: "lg", fontWeight: "semibold", mb: "3" },
    // Text the customer or the desk wrote: its line breaks kept, long words broken.
    text: { whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
    facts: {},
    term: {
      textStyle: "overline",
      color: "text.muted",
    },
    value: { mt: "0.5", mb: "3", overflowWrap: "anywhere" },
  },
});
