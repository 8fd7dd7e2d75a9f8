/**
 * The texts around a form control, the same for every kind of field (the text fields of
 * field.recipe.ts, the attachments of file-upload.recipe.ts): the label above it and the
 * helper (hint) under it.
 */
export const fieldLabelText = {
  fontSize: "sm",
  fontWeight: "medium",
  color: "text.default",
} as const;
export const fieldHelperText = { fontSize: "xs", color: "text.muted" } as const;
