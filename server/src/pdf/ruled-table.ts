import { BRAND, BRAND_DARK, CONTENT_WIDTH, HEADER_FILL, MARGIN, RULE } from "./page-style.ts";
import type { PageWriter } from "./page-writer.ts";
import type { FontFace } from "./pdf-fonts.ts";

export interface Column {
  readonly header: string;
  /** Its share of the page's width, relative to the other columns'. */
  readonly weight: number;
  /** Figures are right-aligned. */
  readonly align?: "left" | "right";
}

const SIZE = 8.5;
const PAD_X = 5;
const PAD_Y = 4;

/**
 * A table ruled on every side of every cell, its header row shaded. A row is never split;
 * when the next row does not fit, the part on this page is closed with its column rules and
 * the header is drawn again at the top of the next page, so every page reads on its own.
 */
export class RuledTable {
  private readonly widths: number[];
  private readonly lefts: number[];
  /** Where the part of the table on the current page starts (its header's top). */
  private top = 0;

  private readonly doc: PageWriter;
  private readonly columns: ReadonlyArray<Column>;

  constructor(doc: PageWriter, columns: ReadonlyArray<Column>) {
    this.doc = doc;
    this.columns = columns;
    const total = columns.reduce((sum, column) => sum + column.weight, 0);
    this.widths = columns.map((column) => (column.weight / total) * CONTENT_WIDTH);
    let x = MARGIN;
    this.lefts = this.widths.map((width) => {
      const left = x;
      x += width;
      return left;
    });
  }

  private cells(row: ReadonlyArray<string>, face: FontFace): string[][] {
    return this.columns.map((_, index) =>
      this.doc.wrap(row[index] ?? "", face, SIZE, (this.widths[index] ?? 0) - 2 * PAD_X),
    );
  }

  private height(cells: ReadonlyArray<ReadonlyArray<string>>): number {
    const lines = Math.max(1, ...cells.map((cell) => cell.length));
    return lines * this.doc.lineHeight(SIZE) + 2 * PAD_Y;
  }

  private drawRow(cells: ReadonlyArray<ReadonlyArray<string>>, face: FontFace, color?: string) {
    const { doc } = this;
    const y = doc.y;
    cells.forEach((lines, column) => {
      const x = (this.lefts[column] ?? MARGIN) + PAD_X;
      const width = (this.widths[column] ?? 0) - 2 * PAD_X;
      const right = this.columns[column]?.align === "right";
      lines.forEach((line, index) => {
        doc.put(line, {
          x,
          y: y + PAD_Y + index * doc.lineHeight(SIZE),
          face,
          size: SIZE,
          ...(color ? { color } : {}),
          ...(right ? { box: width, align: "right" as const } : {}),
        });
      });
    });
    doc.advance(this.height(cells));
  }

  private header(): void {
    const { doc } = this;
    const cells = this.cells(
      this.columns.map((column) => column.header),
      "bold",
    );
    this.top = doc.y;
    doc.pdf.rect(MARGIN, doc.y, CONTENT_WIDTH, this.height(cells)).fill(HEADER_FILL);
    doc.rule(MARGIN, doc.y, CONTENT_WIDTH, BRAND, 0.8);
    this.drawRow(cells, "bold", BRAND_DARK);
    doc.rule(MARGIN, doc.y, CONTENT_WIDTH, BRAND, 0.8);
  }

  /** The column rules of the part of the table on this page, left edge to right edge. */
  private close(): void {
    const { doc } = this;
    doc.pdf.lineWidth(0.6).strokeColor(RULE);
    for (const x of [...this.lefts, MARGIN + CONTENT_WIDTH]) {
      doc.pdf.moveTo(x, this.top).lineTo(x, doc.y).stroke();
    }
  }

  draw(rows: ReadonlyArray<ReadonlyArray<string>>): void {
    const { doc } = this;
    const headerHeight = this.height(
      this.cells(
        this.columns.map((c) => c.header),
        "bold",
      ),
    );
    const first = rows[0] === undefined ? 0 : this.height(this.cells(rows[0], "regular"));
    doc.ensureRoom(headerHeight + first); // a header never stands alone at a page's foot
    this.header();
    doc.onNewPage(() => this.header());
    for (const row of rows) {
      const cells = this.cells(row, "regular");
      const height = this.height(cells);
      if (!doc.fits(height)) this.close();
      doc.ensureRoom(height);
      this.drawRow(cells, "regular");
      doc.rule(MARGIN, doc.y, CONTENT_WIDTH);
    }
    this.close();
    doc.onNewPage(null);
  }
}
