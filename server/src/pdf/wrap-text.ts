import { type FontFace, textWidth } from "./helvetica-metrics.ts";

/** Splits a word wider than the line into pieces that fit (a long URL, a reference list). */
function breakWord(word: string, face: FontFace, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece !== "" && textWidth(piece + char, face, size) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  return piece === "" ? pieces : [...pieces, piece];
}

/**
 * The lines of `text` set in `face` at `size` within `width` points: words wrap at spaces,
 * line breaks in the text are kept, a word longer than a line is broken. Empty text is one
 * empty line, so a blank field still takes its place.
 */
export function wrapText(text: string, face: FontFace, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = "";
    for (const word of paragraph.split(/[ \t]+/).filter((part) => part !== "")) {
      const candidate = line === "" ? word : `${line} ${word}`;
      if (textWidth(candidate, face, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== "") lines.push(line);
      const pieces = breakWord(word, face, size, width);
      line = pieces.pop() ?? "";
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}
