/**
 * The part of PDFKit (pdfkit 0.20, which ships no type declarations) the document writer uses.
 * Written here rather than taken from @types/pdfkit, which describes 0.17: it misses the named
 * export and that a font may be a fontkit font parsed once (server/src/pdf/pdf-fonts.ts).
 */
declare module "pdfkit" {
  import type { Readable } from "node:stream";
  import type { Font } from "fontkit";

  /** A font file's bytes or a fontkit font already parsed. */
  export type FontSource = Font | Uint8Array;

  export interface TextOptions {
    readonly width?: number;
    readonly height?: number;
    readonly align?: "left" | "center" | "right" | "justify";
    readonly lineGap?: number;
    readonly lineBreak?: boolean;
  }

  export interface DocumentInfo {
    readonly Title?: string;
    readonly Author?: string;
    readonly Subject?: string;
    readonly Creator?: string;
    readonly Producer?: string;
    readonly CreationDate?: Date;
  }

  export interface DocumentOptions {
    readonly size?: string | readonly [number, number];
    readonly margins?: {
      readonly top: number;
      readonly bottom: number;
      readonly left: number;
      readonly right: number;
    };
    readonly bufferPages?: boolean;
    /** null: no default font, every text names its own. */
    readonly font?: FontSource | null;
    readonly info?: DocumentInfo;
    readonly lang?: string;
    readonly displayTitle?: boolean;
  }

  export interface ImageOptions {
    readonly fit?: readonly [number, number];
    readonly align?: "left" | "center" | "right";
    readonly valign?: "top" | "center" | "bottom";
  }

  export interface Page {
    readonly width: number;
    readonly height: number;
  }

  export class PDFDocument extends Readable {
    constructor(options?: DocumentOptions);
    readonly page: Page;
    registerFont(name: string, src: FontSource): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    widthOfString(text: string, options?: TextOptions): number;
    heightOfString(text: string, options?: TextOptions): number;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    rect(x: number, y: number, width: number, height: number): this;
    roundedRect(x: number, y: number, width: number, height: number, radius: number): this;
    stroke(): this;
    fill(color?: string): this;
    image(src: Uint8Array, x: number, y: number, options?: ImageOptions): this;
    addPage(): this;
    bufferedPageRange(): { readonly start: number; readonly count: number };
    switchToPage(index: number): Page;
    end(): void;
  }
}
