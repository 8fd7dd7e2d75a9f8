import type { Letterhead } from "./letterhead.ts";
import { BRAND, CONTENT_WIDTH, MARGIN, MUTED, PAGE_WIDTH } from "./page-style.ts";
import type { PageWriter } from "./page-writer.ts";

const LOGO_BOX: readonly [number, number] = [160, 48];
const DETAILS_WIDTH = 240;

/** The product's initial in a rounded square and its name beside it: the logo by default. */
function drawWordmark(doc: PageWriter, name: string): void {
  doc.pdf.roundedRect(MARGIN, MARGIN + 6, 34, 34, 7).fill(BRAND);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? "";
  doc.put(initial, {
    x: MARGIN,
    y: MARGIN + 13,
    face: "bold",
    size: 18,
    color: "#ffffff",
    box: 34,
    align: "center",
  });
  doc.put(name, { x: MARGIN + 44, y: MARGIN + 13, face: "bold", size: 18, color: BRAND });
}

/**
 * The head of the first page: the logo on the left, the provider's legal name, address,
 * numbers and contact right-aligned on the right, and a rule under both. Returns where the
 * document's own content starts.
 */
export function drawLetterhead(doc: PageWriter, letterhead: Letterhead): number {
  if (letterhead.logo) {
    doc.pdf.image(letterhead.logo, MARGIN, MARGIN, { fit: LOGO_BOX, valign: "center" });
  } else {
    drawWordmark(doc, letterhead.productName);
  }

  const x = PAGE_WIDTH - MARGIN - DETAILS_WIDTH;
  let y = MARGIN;
  const line = (text: string, bold: boolean) => {
    for (const part of doc.wrap(text, bold ? "bold" : "regular", bold ? 10 : 8.5, DETAILS_WIDTH)) {
      doc.put(part, {
        x,
        y,
        face: bold ? "bold" : "regular",
        size: bold ? 10 : 8.5,
        color: bold ? undefined : MUTED,
        box: DETAILS_WIDTH,
        align: "right",
      });
      y += doc.lineHeight(bold ? 10 : 8.5);
    }
  };
  line(letterhead.legalName, true);
  if (letterhead.address) line(letterhead.address, false);
  if (letterhead.companyNumber) line(`Company no. ${letterhead.companyNumber}`, false);
  if (letterhead.vatNumber) line(`VAT ${letterhead.vatNumber}`, false);
  if (letterhead.contact) line(letterhead.contact, false);

  const bottom = Math.max(MARGIN + LOGO_BOX[1], y) + 10;
  doc.rule(MARGIN, bottom, CONTENT_WIDTH, BRAND, 1.2);
  return bottom + 18;
}
