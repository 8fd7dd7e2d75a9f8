import type { Font, Subset as FontSubset, Glyph, GlyphPosition } from "fontkit";

type Position = Pick<GlyphPosition, "xAdvance" | "yAdvance" | "xOffset" | "yOffset">;

interface Shaped {
  readonly glyphs: Glyph[];
  readonly positions: ReadonlyArray<Position>;
}

/**
 * A run as PDFKit reads it: the glyphs, their positions (which PDFKit scales in place, so
 * each caller gets positions of its own) and the run's width, summed from them.
 */
class Run {
  readonly glyphs: Glyph[];
  readonly positions: Position[];

  constructor(shaped: Shaped) {
    this.glyphs = shaped.glyphs;
    this.positions = shaped.positions.map((position) => ({ ...position }));
  }

  get advanceWidth(): number {
    return this.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  }
}

/** Words shaped before; past the limit the cache starts afresh rather than grow. */
const LIMIT = 50_000;

/**
 * The font, whose `layout` (OpenType shaping: kerning, ligatures, marks) remembers each piece
 * of text it shaped. PDFKit shapes word by word and caches only within one document, so
 * without this every download shaped "Monthly", "charge" and every amount again: the largest
 * cost of a PDF. The same words in the same font always shape the same, so the result is
 * kept for the life of the server, as are the encoded subsets (below). Everything else is
 * read from the font underneath.
 */
export function withShapingCache(font: Font): Font {
  const shapedTexts = new Map<string, Shaped>();
  const cached: Font = Object.create(font);
  const layout = (text: string, features?: string[] | Record<string, boolean>) => {
    // PDFKit passes the text's own OpenType features, [] when it has none (the defaults).
    const own = features === undefined ? "" : JSON.stringify(features);
    const key = own === "[]" || own === "" ? text : `${own}\u0000${text}`;
    let shaped = shapedTexts.get(key);
    if (shaped === undefined) {
      const run = font.layout(text, features);
      shaped = {
        glyphs: run.glyphs,
        positions: run.positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
          xAdvance,
          yAdvance,
          xOffset,
          yOffset,
        })),
      };
      if (shapedTexts.size >= LIMIT) shapedTexts.clear();
      shapedTexts.set(key, shaped);
    }
    return new Run(shaped);
  };
  Object.defineProperty(cached, "layout", { value: layout });
  Object.defineProperty(cached, "createSubset", { value: () => rememberedSubset(font) });
  return cached;
}

/** Encoded subsets by their glyphs, in the order a document used them. */
const SUBSET_LIMIT = 200;

/** fontkit's subset, with the glyph ids it holds (fontkit has them; its types do not). */
type Subset = FontSubset & { readonly glyphs: number[] };

const encodedSubsets = new WeakMap<Font, Map<string, Uint8Array>>();

/**
 * A subset whose encoding (the embedded font file, a third of a PDF's cost) is remembered by
 * the glyphs it holds: invoices use the same few dozen glyphs in the same order, so the same
 * bytes. PDFKit only asks for `encode()` once all the document's text is set.
 */
function rememberedSubset(font: Font): Subset {
  const subset = font.createSubset() as Subset;
  const encode = subset.encode.bind(subset);
  let known = encodedSubsets.get(font);
  if (known === undefined) {
    known = new Map();
    encodedSubsets.set(font, known);
  }
  const memory = known;
  Object.defineProperty(subset, "encode", {
    value: () => {
      const key = subset.glyphs.join(",");
      let bytes = memory.get(key);
      if (bytes === undefined) {
        bytes = encode();
        if (memory.size >= SUBSET_LIMIT) memory.clear();
        memory.set(key, bytes);
      }
      return bytes;
    },
  });
  return subset;
}
