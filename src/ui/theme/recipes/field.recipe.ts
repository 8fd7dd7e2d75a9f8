import { defineSlotRecipe } from "@pandacss/dev";

/** Slots match Ark UI's Field anatomy, so the Field component only maps parts to classes. */
export const fieldRecipe = defineSlotRecipe({
  className: "field",
  slots: ["root", "label", "input", "helperText", "errorText"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5" },
    label: { fontSize: "sm", fontWeight: "medium", color: "text.default" },
    input: {
      h: "11",
      px: "3",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "control",
      bg: "surface.card",
      fontSize: "md",
      // Only what the form marks invalid, not the browser's :invalid on an empty required field.
      "&[data-invalid]": { borderColor: "danger.500" },
    },
    helperText: { fontSize: "xs", color: "text.muted" },
    errorText: { fontSize: "sm", color: "danger.500" },
  },
});
