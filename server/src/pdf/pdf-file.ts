import { BASE_FONT } from "./helvetica-metrics.ts";
import { pdfString } from "./win-ansi.ts";

/** A4 in points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;

export interface PdfInfo {
  readonly title: string;
  readonly author: string;
  readonly subject: string;
  /** Written as the document's creation date; fixed input gives byte-identical files. */
  readonly created: Date;
}

/** `D:YYYYMMDDHHmmSSZ`, the PDF date format, in UTC. */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, "").slice(0, 14)}Z`;
}

/**
 * A PDF 1.4 file of the given pages, each an ASCII content stream that may use the fonts
 * /F1 (Helvetica) and /F2 (Helvetica-Bold). Objects: 1 catalog, 2 page tree, 3-4 fonts,
 * 5 document info, then each page followed by its content stream. The cross-reference table
 * records each object's exact byte offset, so readers open the file without repairing it.
 */
export function writePdf(pages: ReadonlyArray<string>, info: PdfInfo): Uint8Array {
  const pageIds = pages.map((_, index) => 6 + index * 2);
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONT.regular} /Encoding /WinAnsiEncoding >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONT.bold} /Encoding /WinAnsiEncoding >>`,
    `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Subject ${pdfString(info.subject)} /Producer (Conduit) /CreationDate (${pdfDate(info.created)}) >>`,
  ];
  pages.forEach((content, index) => {
    const contentsId = (pageIds[index] ?? 0) + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentsId} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    );
  });

  // The second line's bytes above 127 tell transfer tools the file is binary.
  let output = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, "latin1"));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(output, "latin1");
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`);
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join("")}`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(output, "latin1"));
}
