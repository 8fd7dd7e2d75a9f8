import { defineSlotRecipe } from "@pandacss/dev";
import { fieldHelperText, fieldLabelText } from "./field-texts.ts";

const control = {
  w: "full",
  minW: "0",
  px: "3",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "control",
  bg: "surface.card",
  fontSize: "md",
  color: "text.default",
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
  _focusVisible: { outline: "2px solid token(colors.brand.500)", outlineOffset: "2px" },
  // Only what the form marks invalid, not the browser's :invalid on an empty required field.
  "&[data-invalid]": { borderColor: "danger.500" },
} as const;

/** Slots match Ark UI's Field anatomy, so the Field component only maps parts to classes. */
export const fieldRecipe = defineSlotRecipe({
  className: "field",
  slots: [
    "root",
    "label",
    "requiredIndicator",
    "input",
    "textarea",
    "select",
    "helperText",
    "errorText",
  ],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5", minW: "0" },
    label: fieldLabelText,
    requiredIndicator: { color: "danger.500", ms: "0.5" },
    input: { ...control, h: "11" },
    textarea: { ...control, py: "2", minH: "24", resize: "vertical" },
    select: { ...control, h: "11", cursor: "pointer" },
    helperText: fieldHelperText,
    errorText: { fontSize: "sm", color: "danger.500" },
  },
});
