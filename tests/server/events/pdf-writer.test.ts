import { describe, expect, it } from "vitest";
import { textWidth } from "../../../server/src/pdf/helvetica-metrics.ts";
import { writePdf } from "../../../server/src/pdf/pdf-file.ts";
import { TextDocument } from "../../../server/src/pdf/text-document.ts";
import { pdfString, toWinAnsi } from "../../../server/src/pdf/win-ansi.ts";
import { wrapText } from "../../../server/src/pdf/wrap-text.ts";
import { checkPdf } from "./pdf-check.ts";

const info = {
  title: "Test",
  author: "Conduit NOC",
  subject: "A test",
  created: new Date("2026-11-21T14:05:00Z"),
};

describe("writePdf", () => {
  it("writes a well-formed PDF 1.4 with exact cross-reference offsets", () => {
    const pdf = writePdf(["BT /F1 12 Tf 56 700 Td (Hello) Tj ET"], info);
    const { text, pages } = checkPdf(pdf);
    expect(text).toBe("Hello");
    expect(pages).toBe(1);
    expect(Buffer.from(pdf).toString("latin1")).toContain("/CreationDate (D:20261121140500Z)");
  });

  it("gives the same bytes for the same input", () => {
    expect(writePdf(["x"], info)).toEqual(writePdf(["x"], info));
  });
});

describe("win-ansi text", () => {
  it("maps Latin-1 and Windows-1252 characters and replaces the rest", () => {
    expect(toWinAnsi("Aé€—\u2019")).toEqual([0x41, 0xe9, 0x80, 0x97, 0x92]);
    expect(toWinAnsi("日\t")).toEqual([0x3f, 0x20]);
    expect(toWinAnsi("e\u0301")).toEqual([0xe9]);
  });

  it("escapes what a literal string cannot hold", () => {
    expect(pdfString("a(b)c\\d é")).toBe("(a\\(b\\)c\\\\d \\351)");
  });
});

describe("wrapText", () => {
  it("wraps at spaces within the width, keeps line breaks and breaks over-long words", () => {
    const lines = wrapText("one two three four five six seven eight nine ten", "regular", 10, 80);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, "regular", 10)).toBeLessThanOrEqual(80);
    expect(lines.join(" ")).toBe("one two three four five six seven eight nine ten");
    expect(wrapText("a\nb", "regular", 10, 200)).toEqual(["a", "b"]);
    expect(wrapText("", "regular", 10, 200)).toEqual([""]);
    const long = wrapText("x".repeat(100), "bold", 10, 50);
    expect(long.join("")).toBe("x".repeat(100));
    for (const line of long) expect(textWidth(line, "bold", 10)).toBeLessThanOrEqual(50);
  });

  it("measures with the fonts' metrics (W is wider than i)", () => {
    expect(textWidth("W", "regular", 10)).toBeGreaterThan(textWidth("i", "regular", 10));
    expect(textWidth("abc", "bold", 10)).toBeGreaterThan(textWidth("abc", "regular", 10));
    expect(textWidth("日", "regular", 10)).toBe(5.56);
  });
});

describe("TextDocument", () => {
  it("flows onto new pages and numbers them", () => {
    const report = new TextDocument().title("Long report");
    for (let index = 0; index < 120; index += 1) {
      report.field(`Row ${index}`, `Value ${index} with some words to wrap around the line`);
    }
    report.heading("End").bullet("last item").paragraph("Done.");
    const { text, pages } = checkPdf(report.toPdf(info, "Footer"));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Footer    Page ${pages} of ${pages}`);
    expect(text).toContain("Row 119");
    expect(text).toContain("last item");
  });
});
