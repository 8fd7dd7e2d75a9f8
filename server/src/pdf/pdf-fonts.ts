import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import { withShapingCache } from "./shaping-cache.ts";

/** The two faces documents are set in. */
export type FontFace = "regular" | "bold";

const FILES: Readonly<Record<FontFace, string>> = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
};

function load(file: string): Font {
  const font = create(readFileSync(createRequire(import.meta.url).resolve(file)));
  if (!("layout" in font)) throw new Error(`${file} is a font collection, not one font`);
  return withShapingCache(font);
}

/**
 * DejaVu Sans (the dejavu-fonts-ttf package): Latin with its extensions, Greek and Cyrillic,
 * so "Łódź", "Ελληνική" and "Москва" print as written. Parsed once when the server starts:
 * parsing the 740 kB file takes about a hundred milliseconds, which a request must not pay.
 * Each document embeds only the glyphs it uses (PDFKit subsets the font); the words shaped
 * are remembered across documents (shaping-cache.ts).
 */
export const DOCUMENT_FONTS: Readonly<Record<FontFace, Font>> = {
  regular: load(FILES.regular),
  bold: load(FILES.bold),
};
