/** The documents' page: A4 in points, its margins and the colours they print in. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 50;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Content stops here; below it the footer: the document, the legal line, "Page n of m". */
export const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 22;

/** The portal's brand colours (src/ui/theme/tokens.ts), so a document looks like the portal. */
export const INK = "#1a1d24";
export const MUTED = "#5b6270";
export const RULE = "#c3c8d2";
export const BRAND = "#2457d6";
export const BRAND_DARK = "#163889";
export const HEADER_FILL = "#eef4ff";
