import { PDFDocument } from "pdfkit";
import { drawLetterhead } from "./draw-letterhead.ts";
import { type Letterhead, legalLine } from "./letterhead.ts";
import {
  BRAND,
  BRAND_DARK,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  INK,
  MARGIN,
  MUTED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  RULE,
} from "./page-style.ts";
import type { PageWriter, TextRun } from "./page-writer.ts";
import { DOCUMENT_FONTS, type FontFace } from "./pdf-fonts.ts";
import { type Column, RuledTable } from "./ruled-table.ts";

const LABEL_WIDTH = 130;
const LEADING = 1.3;

export interface PdfInfo {
  readonly title: string;
  readonly author: string;
  readonly subject: string;
  /** Written as the document's creation date; the same input gives the same bytes. */
  readonly created: Date;
}

/**
 * A document laid out top to bottom on A4 pages with PDFKit and DejaVu Sans: the provider's
 * letterhead, a title, headings, paragraphs, label/value fields, bullets, ruled tables whose
 * header row is repeated on every page they run onto, and a totals block; each page gets a
 * footer with the legal line and "Page n of m". Text is wrapped here, line by line, so a page
 * breaks between lines and PDFKit never breaks one on its own.
 */
export class FlowDocument implements PageWriter {
  readonly pdf: PDFDocument;
  private cursor = MARGIN;
  /** Run after a page break, before anything else lands on the new page (a table's header). */
  private pageStarted: (() => void) | null = null;

  private readonly letterhead: Letterhead;

  constructor(letterhead: Letterhead, info: PdfInfo) {
    this.letterhead = letterhead;
    this.pdf = new PDFDocument({
      size: [PAGE_WIDTH, PAGE_HEIGHT],
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
      bufferPages: true,
      // No default font (Helvetica otherwise): PDFKit would parse its metrics, and a default
      // DejaVu would cost a deep comparison with the registered one on first use.
      font: null,
      lang: "en-GB",
      displayTitle: true,
      info: {
        Title: info.title,
        Author: info.author,
        Subject: info.subject,
        Creator: letterhead.productName,
        Producer: letterhead.productName,
        CreationDate: info.created,
      },
    });
    this.pdf.registerFont("regular", DOCUMENT_FONTS.regular);
    this.pdf.registerFont("bold", DOCUMENT_FONTS.bold);
    this.cursor = drawLetterhead(this, letterhead);
  }

  /** Where the next line goes, in points from the top of the page. */
  get y(): number {
    return this.cursor;
  }

  /** Moves down; a page break follows if less than `height` is left for what comes next. */
  advance(height: number): void {
    this.cursor += height;
  }

  /** Whether `height` points still fit on this page. */
  fits(height: number): boolean {
    return this.cursor + height <= CONTENT_BOTTOM;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureRoom(height: number): void {
    if (this.fits(height)) return;
    this.pdf.addPage();
    this.cursor = MARGIN;
    this.pageStarted?.();
  }

  /** While `hook` is set, every new page starts with it (a table repeating its header). */
  onNewPage(hook: (() => void) | null): void {
    this.pageStarted = hook;
  }

  /** One line set as is, no wrapping. */
  put(text: string, run: TextRun): void {
    const { pdf } = this;
    pdf
      .font(run.face)
      .fontSize(run.size)
      .fillColor(run.color ?? INK);
    const room = run.align === undefined ? 0 : (run.box ?? 0) - pdf.widthOfString(text);
    const x = run.x + (run.align === "center" ? room / 2 : room);
    pdf.text(text, x, run.y, { lineBreak: false });
  }

  /** A horizontal rule across `width` points from `x`. */
  rule(x: number, y: number, width: number, color = RULE, thickness = 0.6): void {
    this.pdf
      .lineWidth(thickness)
      .strokeColor(color)
      .moveTo(x, y)
      .lineTo(x + width, y)
      .stroke();
  }

  /**
   * The lines of `text` in `face` at `size` within `width`: words wrap at spaces, line
   * breaks are kept, a word wider than the line is cut. Empty text is one empty line.
   */
  wrap(text: string, face: FontFace, size: number, width: number): string[] {
    const pdf = this.pdf.font(face).fontSize(size);
    const measure = (part: string) => pdf.widthOfString(part);
    const space = measure(" ");
    const lines: string[] = [];
    for (const paragraph of text.split(/\r\n|\r|\n/)) {
      let line = "";
      let lineWidth = 0;
      for (const word of paragraph.split(/[ \t]+/).filter((part) => part !== "")) {
        const wordWidth = measure(word);
        if (line !== "" && lineWidth + space + wordWidth <= width) {
          line = `${line} ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line !== "") lines.push(line);
        [line, lineWidth] = [word, wordWidth];
        while (lineWidth > width && line.length > 1) {
          const [head, rest] = cutToWidth(line, width, measure);
          lines.push(head);
          [line, lineWidth] = [rest, measure(rest)];
        }
      }
      lines.push(line);
    }
    return lines;
  }

  lineHeight(size: number): number {
    return size * LEADING;
  }

  /** Wrapped lines from `x`, breaking pages between them. */
  private lines(
    text: string,
    face: FontFace,
    size: number,
    x = MARGIN,
    width = CONTENT_WIDTH,
    color = INK,
  ): void {
    for (const line of this.wrap(text, face, size, width)) {
      this.ensureRoom(this.lineHeight(size));
      this.put(line, { x, y: this.cursor, face, size, color });
      this.cursor += this.lineHeight(size);
    }
  }

  space(points: number): this {
    this.cursor += points;
    return this;
  }

  title(text: string): this {
    this.lines(text, "bold", 18, MARGIN, CONTENT_WIDTH, BRAND_DARK);
    return this.space(8);
  }

  heading(text: string): this {
    this.ensureRoom(this.lineHeight(12) + 8 + this.lineHeight(9.5) * 3); // never alone at a foot
    this.space(10);
    this.lines(text, "bold", 12, MARGIN, CONTENT_WIDTH, BRAND_DARK);
    this.rule(MARGIN, this.cursor, CONTENT_WIDTH, RULE, 0.5);
    return this.space(5);
  }

  paragraph(text: string): this {
    this.lines(text, "regular", 9.5);
    return this.space(5);
  }

  /** A label in bold on the left and its value wrapped beside it. */
  field(label: string, value: string): this {
    const values = this.wrap(value, "regular", 9.5, CONTENT_WIDTH - LABEL_WIDTH);
    const labels = this.wrap(label, "bold", 9.5, LABEL_WIDTH - 10);
    const step = this.lineHeight(9.5);
    const count = Math.max(values.length, labels.length);
    this.ensureRoom(step * Math.min(count, 4));
    for (let index = 0; index < count; index += 1) {
      if (index > 0) this.ensureRoom(step);
      const [labelLine, valueLine] = [labels[index], values[index]];
      const y = this.cursor;
      if (labelLine) this.put(labelLine, { x: MARGIN, y, face: "bold", size: 9.5 });
      if (valueLine)
        this.put(valueLine, { x: MARGIN + LABEL_WIDTH, y, face: "regular", size: 9.5 });
      this.cursor += step;
    }
    return this;
  }

  bullet(text: string): this {
    this.ensureRoom(this.lineHeight(9.5));
    this.put("•", { x: MARGIN + 4, y: this.cursor, face: "regular", size: 9.5, color: BRAND });
    this.lines(text, "regular", 9.5, MARGIN + 16, CONTENT_WIDTH - 16);
    return this.space(2);
  }

  /** A ruled table of `rows` under `columns`' headers, repeated on each page it runs onto. */
  table(columns: ReadonlyArray<Column>, rows: ReadonlyArray<ReadonlyArray<string>>): this {
    this.space(4);
    new RuledTable(this, columns).draw(rows);
    return this.space(8);
  }

  /**
   * Figures right-aligned under a table, kept together: "Subtotal", "Tax (20%)", then the
   * strong ones ("Total", "Balance due") in bold with a rule above the first of them.
   */
  totals(
    rows: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
      readonly strong?: boolean;
    }>,
  ): this {
    const width = 250;
    const x = MARGIN + CONTENT_WIDTH - width;
    const step = this.lineHeight(10) + 2;
    this.ensureRoom(step * rows.length + 6);
    let ruled = false;
    for (const { label, value, strong = false } of rows) {
      if (strong && !ruled) {
        this.rule(x, this.cursor - 1, width, INK, 0.8);
        this.cursor += 4;
        ruled = true;
      }
      const face = strong ? "bold" : "regular";
      this.put(label, { x: x + 4, y: this.cursor, face, size: 10 });
      this.put(value, { x, y: this.cursor, face, size: 10, box: width - 4, align: "right" });
      this.cursor += step;
    }
    return this.space(6);
  }

  /** The finished file; `footer` names the document at the foot of each page. */
  finish(footer: string): Uint8Array {
    const { pdf } = this;
    const { start, count } = pdf.bufferedPageRange();
    const legal = legalLine(this.letterhead);
    for (let index = 0; index < count; index += 1) {
      pdf.switchToPage(start + index);
      const top = CONTENT_BOTTOM + 8;
      this.rule(MARGIN, top, CONTENT_WIDTH, RULE, 0.5);
      this.put(footer, { x: MARGIN, y: top + 5, face: "regular", size: 7.5, color: MUTED });
      this.put(legal, { x: MARGIN, y: top + 15, face: "regular", size: 7.5, color: MUTED });
      this.put(`Page ${index + 1} of ${count}`, {
        x: MARGIN,
        y: top + 5,
        face: "bold",
        size: 7.5,
        color: MUTED,
        box: CONTENT_WIDTH,
        align: "right",
      });
    }
    pdf.end();
    // PDFKit's Node build writes the whole file synchronously on end(): it is all buffered.
    const chunks: Buffer[] = [];
    for (let chunk = pdf.read(); chunk !== null; chunk = pdf.read()) chunks.push(chunk);
    return new Uint8Array(Buffer.concat(chunks));
  }
}

/** The longest start of `word` that fits `width` (at least one character) and the rest. */
function cutToWidth(
  word: string,
  width: number,
  measure: (text: string) => number,
): [string, string] {
  const chars = Array.from(word);
  let fit = 1;
  while (fit < chars.length && measure(chars.slice(0, fit + 1).join("")) <= width) fit += 1;
  return [chars.slice(0, fit).join(""), chars.slice(fit).join("")];
}
