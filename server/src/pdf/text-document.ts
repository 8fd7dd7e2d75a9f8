import { type FontFace, textWidth } from "./helvetica-metrics.ts";
import { PAGE_HEIGHT, PAGE_WIDTH, type PdfInfo, writePdf } from "./pdf-file.ts";
import { pdfString } from "./win-ansi.ts";
import { wrapText } from "./wrap-text.ts";

const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = MARGIN + 24; // room for the footer
const LABEL_WIDTH = 130;
const LEADING = 1.35;
const FONT_NAME: Readonly<Record<FontFace, string>> = { regular: "F1", bold: "F2" };

const num = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A text report laid out top to bottom on A4 pages: a title, headings, wrapped paragraphs,
 * label/value rows and bullet lists, with a footer and page numbers on every page. Enough for
 * RFO reports and similar documents; no images, no embedded fonts.
 */
export class TextDocument {
  private readonly pages: string[][] = [[]];
  private y = PAGE_HEIGHT - MARGIN;

  private get page(): string[] {
    return this.pages.at(-1) ?? [];
  }

  private ensureRoom(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.pages.push([]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private text(x: number, y: number, face: FontFace, size: number, text: string): void {
    this.page.push(
      `BT /${FONT_NAME[face]} ${size} Tf ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`,
    );
  }

  /** Lines of text at `x`, breaking pages between lines as needed. */
  private lines(text: string, face: FontFace, size: number, x = MARGIN, width = TEXT_WIDTH): void {
    for (const line of wrapText(text, face, size, width)) {
      this.ensureRoom(size * LEADING);
      this.y -= size * LEADING;
      this.text(x, this.y, face, size, line);
    }
  }

  space(points: number): this {
    this.y -= points;
    return this;
  }

  title(text: string): this {
    this.lines(text, "bold", 18);
    this.space(6);
    this.page.push(
      `0.75 G 0.8 w ${MARGIN} ${num(this.y)} m ${num(PAGE_WIDTH - MARGIN)} ${num(this.y)} l S 0 G`,
    );
    return this.space(10);
  }

  heading(text: string): this {
    this.ensureRoom(13 * LEADING * 3); // never a heading alone at the foot of a page
    this.space(8);
    this.lines(text, "bold", 13);
    return this.space(2);
  }

  paragraph(text: string): this {
    this.lines(text, "regular", 10);
    return this.space(4);
  }

  /** A label in bold on the left and its value wrapped beside it. */
  field(label: string, value: string): this {
    const values = wrapText(value, "regular", 10, TEXT_WIDTH - LABEL_WIDTH);
    this.ensureRoom(10 * LEADING * Math.min(values.length, 3));
    this.y -= 10 * LEADING;
    this.text(MARGIN, this.y, "bold", 10, label);
    values.forEach((line, index) => {
      if (index > 0) {
        this.ensureRoom(10 * LEADING);
        this.y -= 10 * LEADING;
      }
      this.text(MARGIN + LABEL_WIDTH, this.y, "regular", 10, line);
    });
    return this;
  }

  /**
   * A text on the left (wrapped) and a figure right-aligned on the same first line: an
   * invoice's line and its amount, or a total in bold.
   */
  row(left: string, right: string, face: FontFace = "regular"): this {
    const figureWidth = textWidth(right, face, 10);
    const lefts = wrapText(left, face, 10, TEXT_WIDTH - Math.max(figureWidth, 90) - 16);
    this.ensureRoom(10 * LEADING * Math.min(lefts.length, 3));
    lefts.forEach((line, index) => {
      if (index > 0) this.ensureRoom(10 * LEADING);
      this.y -= 10 * LEADING;
      this.text(MARGIN, this.y, face, 10, line);
      if (index === 0) this.text(PAGE_WIDTH - MARGIN - figureWidth, this.y, face, 10, right);
    });
    return this;
  }

  bullet(text: string): this {
    this.ensureRoom(10 * LEADING);
    this.text(MARGIN + 4, this.y - 10 * LEADING, "regular", 10, "•");
    this.lines(text, "regular", 10, MARGIN + 16, TEXT_WIDTH - 16);
    return this.space(2);
  }

  /** The finished file; `footer` is printed on each page with "Page n of N". */
  toPdf(info: PdfInfo, footer: string): Uint8Array {
    const total = this.pages.length;
    const contents = this.pages.map((operations, index) => {
      const pageLabel = `${footer}    Page ${index + 1} of ${total}`;
      const foot = `0.4 g BT /F1 8 Tf ${MARGIN} ${MARGIN - 20} Td ${pdfString(pageLabel)} Tj ET 0 g`;
      return [...operations, foot].join("\n");
    });
    return writePdf(contents, info);
  }
}
