import type { PDFDocument } from "pdfkit";
import type { FontFace } from "./pdf-fonts.ts";

/** One line of text to set: where, in which face and size, in which colour. */
export interface TextRun {
  readonly x: number;
  readonly y: number;
  readonly face: FontFace;
  readonly size: number;
  readonly color?: string;
  /** Right-aligned (a figure in a column) or centred within `box` points from x. */
  readonly align?: "right" | "center";
  readonly box?: number;
}

/**
 * What the parts of a document (its letterhead, a ruled table) draw with: the PDF, where the
 * next line goes, and setting, wrapping and ruling lines on the page. FlowDocument is one and
 * builds those parts, so they take this and not the document (no import circle).
 */
export interface PageWriter {
  readonly pdf: PDFDocument;
  /** Where the next line goes, in points from the top of the page. */
  readonly y: number;
  advance(height: number): void;
  fits(height: number): boolean;
  ensureRoom(height: number): void;
  onNewPage(hook: (() => void) | null): void;
  put(text: string, run: TextRun): void;
  rule(x: number, y: number, width: number, color?: string, thickness?: number): void;
  wrap(text: string, face: FontFace, size: number, width: number): string[];
  lineHeight(size: number): number;
}
