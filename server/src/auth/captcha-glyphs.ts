/**
 * The captcha's stroke font: each character as polylines on a 4 x 6 grid (x right, y down),
 * written "x,y x,y ..." with "|" between strokes. Captchas are drawn from these outlines,
 * never as SVG text, so the answer is not in the image's source. The alphabet leaves out
 * look-alikes (0/O/Q/D, 1/I/L, 2/Z, 5/S, 6/G, 8/B) so that people can read what the
 * distortion leaves.
 */
export type Point = readonly [number, number];
export type Stroke = ReadonlyArray<Point>;

export const GLYPH_WIDTH = 4;
export const GLYPH_HEIGHT = 6;

const P_BOWL = "0,6 0,0 3,0 4,1 4,2 3,3 0,3";

const OUTLINES: Readonly<Record<string, string>> = {
  A: "0,6 2,0 4,6 | 0.8,3.8 3.2,3.8",
  C: "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5",
  E: "4,0 0,0 0,6 4,6 | 0,3 3,3",
  F: "4,0 0,0 0,6 | 0,3 3,3",
  H: "0,0 0,6 | 4,0 4,6 | 0,3 4,3",
  J: "4,0 4,5 3,6 1,6 0,5",
  K: "0,0 0,6 | 4,0 0,3.5 | 1.3,2.4 4,6",
  M: "0,6 0,0 2,3 4,0 4,6",
  N: "0,6 0,0 4,6 4,0",
  P: P_BOWL,
  R: `${P_BOWL} | 2,3 4,6`,
  T: "0,0 4,0 | 2,0 2,6",
  U: "0,0 0,5 1,6 3,6 4,5 4,0",
  V: "0,0 2,6 4,0",
  W: "0,0 1,6 2,2 3,6 4,0",
  X: "0,0 4,6 | 4,0 0,6",
  Y: "0,0 2,3 4,0 | 2,3 2,6",
  "3": "0,1 1,0 3,0 4,1 4,2 3,3 1.5,3 | 3,3 4,4 4,5 3,6 1,6 0,5",
  "4": "3,6 3,0 0,4 4,4",
  "7": "0,0 4,0 1.5,6",
  "9": "4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5",
};

function parseOutline(outline: string): ReadonlyArray<Stroke> {
  return outline.split("|").map((stroke) =>
    stroke
      .trim()
      .split(/\s+/)
      .map((pair) => {
        const [x = 0, y = 0] = pair.split(",").map(Number);
        return [x, y] as const;
      }),
  );
}

export const GLYPHS: Readonly<Record<string, ReadonlyArray<Stroke>>> = Object.fromEntries(
  Object.entries(OUTLINES).map(([character, outline]) => [character, parseOutline(outline)]),
);

/** The characters a captcha is made of. */
export const CAPTCHA_ALPHABET = Object.keys(OUTLINES).join("");
