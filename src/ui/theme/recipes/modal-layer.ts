/**
 * What every modal (the dialog, the mobile drawer) stands on: the page dimmed behind it, and a
 * fixed frame over the whole screen that places its content. Each modal's recipe says where
 * in the frame its content sits.
 */

/** Above the contact button (30), the top bar's menus (40) and popovers (45). */
export const MODAL_LAYER = 50;

export const modalBackdrop = {
  position: "fixed",
  inset: "0",
  bg: "rgba(11, 28, 69, 0.6)",
  zIndex: MODAL_LAYER,
} as const;

/** The frame's start; a recipe adds the content's alignment and the layer. */
export const modalFrame = { position: "fixed", inset: "0", display: "flex" } as const;
