import { describe, expect, it } from "vitest";
import { DEFAULT_UPLOAD_MAX_BYTES } from "../../../src/core/constants.ts";
import { UPLOAD_NAME_MAX_LENGTH, validateUpload } from "../../../src/core/uploads/index.ts";

const KB = 1024;

describe("validateUpload: names", () => {
  it("accepts ordinary documents, keeping their display name", () => {
    expect(validateUpload("backup.tar.gz", KB)).toEqual({ ok: true, name: "backup.tar.gz" });
    expect(validateUpload("LOA.pdf", KB)).toEqual({ ok: true, name: "LOA.pdf" });
    expect(validateUpload("photo.JPG", KB)).toEqual({ ok: true, name: "photo.JPG" });
  });

  it("refuses a blocked extension with a message naming the file and the type", () => {
    expect(validateUpload("report.exe", KB)).toEqual({
      ok: false,
      code: "blocked-extension",
      message: '"report.exe" cannot be uploaded: .exe files are blocked.',
    });
  });

  it.each([
    ["INVOICE.PDF.EXE", ".exe"],
    ["report.pdf.exe", ".exe"],
    ["run.bat.", ".bat"],
    ["run.bat ", ".bat"],
    ["run.bat. . .", ".bat"],
    ["run.bat\u3000", ".bat"],
    ["setup.ＭＳＩ", ".msi"],
    ["evil\uff0eps1", ".ps1"],
    ["evil\u2024js", ".js"],
    ["run.b\u200bat", ".bat"],
    ["Shortcut.LNK", ".lnk"],
    [".exe", ".exe"],
  ])("refuses %j as a %s file", (name, extension) => {
    const check = validateUpload(name, KB);
    expect(check).toMatchObject({ ok: false, code: "blocked-extension" });
    expect(check.ok === false && check.message).toContain(`${extension} files are blocked.`);
  });

  it("shows the name without the trailing dots and spaces Windows would drop", () => {
    expect(validateUpload("run.bat. ", KB)).toMatchObject({
      message: '"run.bat" cannot be uploaded: .bat files are blocked.',
    });
  });

  it("judges only the last extension", () => {
    expect(validateUpload("setup.exe.txt", KB)).toEqual({ ok: true, name: "setup.exe.txt" });
  });

  it("treats a leading dot as an extension separator", () => {
    expect(validateUpload(".bashrc", KB)).toEqual({ ok: true, name: ".bashrc" });
    expect(validateUpload(".bash", KB)).toMatchObject({ ok: false, code: "blocked-extension" });
  });

  it("strips any path the browser or a client sent, with either separator", () => {
    expect(validateUpload("C:\\fakepath\\x.exe", KB)).toMatchObject({
      code: "blocked-extension",
      message: '"x.exe" cannot be uploaded: .exe files are blocked.',
    });
    expect(validateUpload("../../etc/LOA.pdf", KB)).toEqual({ ok: true, name: "LOA.pdf" });
    expect(validateUpload("C:\\fakepath\\photo.png", KB)).toEqual({ ok: true, name: "photo.png" });
  });

  it("trims surrounding whitespace and normalises to NFC for display", () => {
    expect(validateUpload("  Cafe\u0301.pdf  ", KB)).toEqual({ ok: true, name: "Caf\u00e9.pdf" });
  });

  it.each([
    "report\u0000.pdf.exe",
    "invoice\u202efdp.exe",
    "a\u202ab.pdf",
    "a\u2066b.pdf",
    "a\u200fb.pdf",
    "line\nbreak.pdf",
    "a\u0085b.pdf",
    "dir\u0000/ok.pdf",
  ])("refuses %j for hidden control characters", (name) => {
    expect(validateUpload(name, KB)).toMatchObject({ ok: false, code: "invalid-name" });
  });

  it("refuses an unpaired surrogate, which is not text", () => {
    expect(validateUpload("a\ud800b.pdf", KB)).toMatchObject({ ok: false, code: "invalid-name" });
  });

  it("never repeats the trick in its message", () => {
    const check = validateUpload("invoice\u202efdp.exe", KB);
    expect(check).toEqual({
      ok: false,
      code: "invalid-name",
      message:
        '"invoice\ufffdfdp.exe" cannot be uploaded: its name contains hidden control characters.',
    });
  });

  it.each(["", "   ", "...", "C:\\fakepath\\", "folder/", "\u200b"])(
    "refuses %j as nameless",
    (name) => {
      expect(validateUpload(name, KB)).toEqual({
        ok: false,
        code: "empty-name",
        message: "A file without a name cannot be uploaded.",
      });
    },
  );

  it("refuses names longer than the file systems allow", () => {
    const longest = `${"a".repeat(UPLOAD_NAME_MAX_LENGTH - 4)}.pdf`;
    expect(validateUpload(longest, KB)).toMatchObject({ ok: true });
    const check = validateUpload(`a${longest}`, KB);
    expect(check).toMatchObject({ ok: false, code: "invalid-name" });
    expect(check.ok === false && check.message).toBe(
      `"${"a".repeat(40)}…" cannot be uploaded: its name is longer than 255 characters.`,
    );
  });

  it("counts characters, not UTF-16 units, towards the length", () => {
    const emoji = `${"😀".repeat(UPLOAD_NAME_MAX_LENGTH - 4)}.pdf`;
    expect(validateUpload(emoji, KB)).toMatchObject({ ok: true });
  });

  it("checks the name before the size", () => {
    expect(validateUpload("huge.exe", DEFAULT_UPLOAD_MAX_BYTES * 2)).toMatchObject({
      code: "blocked-extension",
    });
  });
});

describe("validateUpload: sizes", () => {
  it("accepts a file exactly at the default limit of 1 GiB", () => {
    expect(validateUpload("capture.pcap", DEFAULT_UPLOAD_MAX_BYTES)).toEqual({
      ok: true,
      name: "capture.pcap",
    });
  });

  it("refuses a larger file, naming both sizes in human units", () => {
    expect(validateUpload("big.zip", Math.round(1.2 * 1024 ** 3))).toEqual({
      ok: false,
      code: "too-large",
      message: '"big.zip" is 1.2 GB; the limit is 1 GB.',
    });
  });

  it("does not claim a file just over the limit is the limit's size", () => {
    expect(validateUpload("big.zip", DEFAULT_UPLOAD_MAX_BYTES + 1)).toMatchObject({
      code: "too-large",
      message: '"big.zip" is slightly over the 1 GB limit.',
    });
  });

  it("uses a limit configured at runtime", () => {
    const options = { maxBytes: 10 * 1024 * 1024 };
    expect(validateUpload("log.txt", 10 * 1024 * 1024, options)).toMatchObject({ ok: true });
    expect(validateUpload("log.txt", 25 * 1024 * 1024, options)).toMatchObject({
      message: '"log.txt" is 25 MB; the limit is 10 MB.',
    });
    expect(
      validateUpload("log.txt", 2 * DEFAULT_UPLOAD_MAX_BYTES, { maxBytes: 4 * 1024 ** 3 }),
    ).toMatchObject({ ok: true });
  });

  it("refuses an empty file", () => {
    expect(validateUpload("notes.txt", 0)).toEqual({
      ok: false,
      code: "empty-file",
      message: '"notes.txt" cannot be uploaded: the file is empty.',
    });
  });

  it.each([-1, Number.NaN, 1.5, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2])(
    "refuses the unreadable size %s",
    (size) => {
      expect(validateUpload("notes.txt", size)).toEqual({
        ok: false,
        code: "invalid-size",
        message: '"notes.txt" cannot be uploaded: its size cannot be read.',
      });
    },
  );

  it.each([0, -5, 1.5, Number.NaN])("rejects a misconfigured limit of %s loudly", (maxBytes) => {
    expect(() => validateUpload("notes.txt", 1, { maxBytes })).toThrow(RangeError);
  });
});
