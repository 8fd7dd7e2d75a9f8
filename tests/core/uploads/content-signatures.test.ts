import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONTENT_SNIFF_BYTES,
  checkContent,
  isExecutableContent,
  safeContentType,
  UNKNOWN_CONTENT_TYPE,
} from "../../../src/core/uploads/index.ts";

/** Bytes from a latin-1 string ("\x89PNG...") with optional padding after it. */
function bytes(text: string, padding = 0): Uint8Array {
  const head = Array.from(text, (char) => char.charCodeAt(0));
  return Uint8Array.from([...head, ...new Array<number>(padding).fill(0x41)]);
}

const PDF = bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n");
const PNG = bytes("\x89PNG\r\n\x1a\n\0\0\0\rIHDR");
const JPEG = bytes("\xff\xd8\xff\xe0\0\x10JFIF\0");
const ZIP = bytes("PK\x03\x04\x14\0\0\0\x08\0");
const OLE = bytes("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\0\0\0\0");
const GZIP = bytes("\x1f\x8b\x08\0\0\0\0\0");
const PE = bytes(`MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff\0\0${"\0".repeat(44)}\x80\0\0\0`);
const ELF = bytes("\x7fELF\x02\x01\x01\0");
const MACH_O = bytes("\xcf\xfa\xed\xfe\x07\0\0\x01");
const SCRIPT = bytes("#!/bin/sh\nrm -rf ~\n");
const TAR = (() => {
  const head = new Uint8Array(512).fill(0);
  head.set(bytes("backup/config.txt"), 0);
  head.set(bytes("ustar\0"), 257);
  return head;
})();

describe("checkContent: files that are what their names say", () => {
  it.each([
    ["report.pdf", PDF, "application/pdf"],
    ["diagram.png", PNG, "image/png"],
    ["photo.JPG", JPEG, "image/jpeg"],
    ["photo.jpeg", JPEG, "image/jpeg"],
    ["anim.gif", bytes("GIF89a\x01\0"), "image/gif"],
    ["pic.webp", bytes("RIFF\x24\0\0\0WEBPVP8 "), "image/webp"],
    ["scan.tiff", bytes("II*\0\x08\0\0\0"), "image/tiff"],
    ["logs.zip", ZIP, "application/zip"],
    ["empty.zip", bytes("PK\x05\x06\0\0\0\0"), "application/zip"],
    ["backup.tar.gz", GZIP, "application/gzip"],
    ["backup.tar", TAR, "application/x-tar"],
    ["data.7z", bytes("7z\xbc\xaf\x27\x1c\0\x04"), "application/x-7z-compressed"],
    ["data.rar", bytes("Rar!\x1a\x07\x01\0"), "application/vnd.rar"],
    ["data.xz", bytes("\xfd7zXZ\0\0\x04"), "application/x-xz"],
    ["data.bz2", bytes("BZh91AY&SY"), "application/x-bzip2"],
    ["capture.pcap", bytes("\xd4\xc3\xb2\xa1\x02\0\x04\0"), "application/vnd.tcpdump.pcap"],
    ["capture.pcapng", bytes("\x0a\x0d\x0d\x0a\x1c\0\0\0"), "application/vnd.tcpdump.pcap"],
    ["old.doc", OLE, "application/msword"],
    ["mail.msg", OLE, "application/vnd.ms-outlook"],
    ["letter.docx", ZIP, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    // Password-protected Office Open XML files are compound documents.
    ["locked.xlsx", OLE, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["notes.txt", bytes("Port LON1 flapped at 03:12 UTC\n"), "text/plain; charset=utf-8"],
    ["export.csv", bytes("service,country\nMZ,Mozambique\n"), "text/csv; charset=utf-8"],
    ["payload.json", bytes('{"vlan": 100}'), "application/json"],
    ["utf16.log", bytes("\xff\xfeL\0i\0n\0k\0"), "text/plain; charset=utf-8"],
    ["page.html", bytes("<!doctype html><script>alert(1)</script>"), "text/plain; charset=utf-8"],
    [
      "mentions.log",
      bytes(`upload failed: %PDF-1.4 is not ${"x".repeat(40)}`),
      "text/plain; charset=utf-8",
    ],
    ["unknown.dat", bytes("\0\x01\x02\x03binary stuff"), UNKNOWN_CONTENT_TYPE],
    ["README", bytes("no extension at all"), UNKNOWN_CONTENT_TYPE],
  ])("accepts %s", (name, head, contentType) => {
    expect(checkContent(name, head)).toEqual({ ok: true, contentType });
  });

  it("finds a PDF header anywhere in the first KiB, as PDF readers do", () => {
    expect(checkContent("late.pdf", bytes(`${" ".repeat(300)}%PDF-1.4`)).ok).toBe(true);
    expect(checkContent("too-late.pdf", bytes(`${" ".repeat(1100)}%PDF-1.4`)).ok).toBe(false);
  });
});

describe("checkContent: programs", () => {
  it.each([
    ["Windows executable", PE],
    ["ELF binary", ELF],
    ["Mach-O binary", MACH_O],
    ["shell script", SCRIPT],
    ["script with a space after #!", bytes("#! /usr/bin/env python3\n")],
    ["Java class", bytes("\xca\xfe\xba\xbe\0\0\0\x34")],
  ])("refuses a %s whatever its name says", (_label, head) => {
    for (const name of ["invoice.pdf", "notes.txt", "data.unknownext", "README"]) {
      expect(checkContent(name, head)).toEqual({
        ok: false,
        code: "executable-content",
        message: `"${name}" cannot be uploaded: its content is a program.`,
      });
    }
  });

  it("does not take text that merely starts with MZ or #! for a program", () => {
    expect(isExecutableContent(bytes("MZ,Mozambique,Maputo\n"))).toBe(false);
    expect(isExecutableContent(bytes("#!important notes"))).toBe(false);
    expect(isExecutableContent(new Uint8Array(0))).toBe(false);
  });
});

describe("checkContent: disguised content", () => {
  it("names the type a disguised file really is", () => {
    expect(checkContent("invoice.pdf", ZIP)).toEqual({
      ok: false,
      code: "disguised-content",
      message:
        '"invoice.pdf" cannot be uploaded: it is named .pdf but its content is a ZIP archive.',
    });
    expect(checkContent("photo.png", JPEG)).toMatchObject({
      ok: false,
      message: expect.stringContaining("its content is a JPEG image"),
    });
  });

  it("says when the content is no known type at all", () => {
    expect(checkContent("report.pdf", bytes("hello, not a pdf"))).toMatchObject({
      ok: false,
      code: "disguised-content",
      message:
        '"report.pdf" cannot be uploaded: it is named .pdf but its content does not look like a PDF document.',
    });
  });

  it("refuses text files that are binary or carry another type's signature", () => {
    expect(checkContent("notes.txt", bytes("abc\0def"))).toMatchObject({
      ok: false,
      message: expect.stringContaining("named .txt but its content does not look like text"),
    });
    expect(checkContent("data.csv", PNG)).toMatchObject({
      ok: false,
      message: expect.stringContaining("its content is a PNG image"),
    });
    expect(checkContent("data.json", GZIP).ok).toBe(false);
  });

  it("judges the last extension, whatever the case and trailing dots", () => {
    expect(checkContent("SCAN.PDF. ", ZIP).ok).toBe(false);
    expect(checkContent("scan.pdf.zip", ZIP).ok).toBe(true);
  });

  it("shows the name defused in its message", () => {
    const check = checkContent("a\u202Efdp.pdf", ZIP);
    expect(!check.ok && check.message).toContain("\ufffd");
  });

  it("does not mistake object keys for extensions", () => {
    for (const name of ["x.constructor", "x.__proto__", "x.toString", "x.hasOwnProperty"]) {
      expect(checkContent(name, bytes("plain"))).toEqual({
        ok: true,
        contentType: UNKNOWN_CONTENT_TYPE,
      });
      expect(safeContentType(name)).toBe(UNKNOWN_CONTENT_TYPE);
    }
  });
});

describe("safeContentType", () => {
  it("gives inert types by name, markup as plain text, anything else as octet-stream", () => {
    expect(safeContentType("Report.PDF")).toBe("application/pdf");
    expect(safeContentType("page.html")).toBe("text/plain; charset=utf-8");
    expect(safeContentType("drawing.svg")).toBe("text/plain; charset=utf-8");
    expect(safeContentType("mystery.bin2")).toBe(UNKNOWN_CONTENT_TYPE);
    expect(safeContentType("noext")).toBe(UNKNOWN_CONTENT_TYPE);
  });
});

describe("checkContent properties", () => {
  it("reads no more than CONTENT_SNIFF_BYTES are needed for and never throws", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: CONTENT_SNIFF_BYTES }),
        fc.constantFrom("a.pdf", "a.txt", "a.zip", "a.docx", "a.bin2", "a.tar", "a"),
        (head, name) => {
          const check = checkContent(name, head);
          return check.ok ? check.contentType !== "" : check.message.startsWith(`"${name}"`);
        },
      ),
    );
  });

  it("accepts any printable ASCII text named .txt unless it starts like a script", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."abc 123,.;:\n\t#!/MZ"), minLength: 1 }),
        (text) => {
          const check = checkContent("notes.txt", bytes(text));
          return check.ok || /^#![ \t]*\//.test(text);
        },
      ),
    );
  });
});
