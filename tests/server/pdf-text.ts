import { getDocumentProxy } from "unpdf";
import { expect } from "vitest";

export interface PdfText {
  /** Every piece of text in drawing order, one a line: a label, then the value beside it. */
  readonly text: string;
  /** The same pieces, page by page. */
  readonly pageTexts: ReadonlyArray<ReadonlyArray<string>>;
  readonly pages: number;
}

/**
 * Reads a PDF back as a reader would, with PDF.js (through unpdf): fails the test unless the
 * file opens, then gives its text page by page, so a test finds what a person would read
 * rather than bytes of one writer's making.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  const file = Buffer.from(bytes);
  expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(file.subarray(-6).toString("latin1")).toBe("%%EOF\n");
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pageTexts: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pageTexts.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .filter((text) => text.trim() !== ""),
    );
  }
  return { text: pageTexts.flat().join("\n"), pageTexts, pages: pdf.numPages };
}
