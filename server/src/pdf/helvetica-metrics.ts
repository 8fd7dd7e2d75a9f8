import { toWinAnsi } from "./win-ansi.ts";

/** The two standard fonts documents use (no embedding needed: every PDF reader has them). */
export type FontFace = "regular" | "bold";

export const BASE_FONT: Readonly<Record<FontFace, string>> = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
};

// Advance widths of the printable ASCII characters 0x20-0x7E, in 1/1000 em, from Adobe's
// Helvetica and Helvetica-Bold AFM files. Other characters use the width of a digit.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const WIDTHS: Readonly<Record<FontFace, ReadonlyArray<number>>> = { regular: REGULAR, bold: BOLD };
const FALLBACK_WIDTH = 556;

/** Width of `text` set in `face` at `size` points, in points. */
export function textWidth(text: string, face: FontFace, size: number): number {
  const widths = WIDTHS[face];
  let total = 0;
  for (const byte of toWinAnsi(text)) total += widths[byte - 0x20] ?? FALLBACK_WIDTH;
  return (total * size) / 1000;
}
