/**
 * The square box of a control that shows only an icon (the top bar's bell and hamburger, the
 * drawer's close button): 40 px, so a finger or a pointer finds it, with the icon centred.
 * Each recipe adds its colours and states.
 */
export const iconControlBox = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "10",
  h: "10",
  borderRadius: "control",
} as const;
