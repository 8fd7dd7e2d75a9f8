import { describe, expect, it } from "vitest";
import {
  BLOCKED_UPLOAD_EXTENSION_SET,
  BLOCKED_UPLOAD_EXTENSIONS,
  isBlockedExtension,
} from "../../../src/core/uploads/index.ts";

describe("blocked upload extensions", () => {
  it("contains every extension the spec names", () => {
    for (const named of [
      "exe",
      "msi",
      "dll",
      "bat",
      "cmd",
      "js",
      "vbs",
      "php",
      "jar",
      "ps1",
      "lnk",
      "hta",
    ]) {
      expect(BLOCKED_UPLOAD_EXTENSION_SET.has(named)).toBe(true);
    }
  });

  it("is about a hundred distinct, lower-case entries without dots", () => {
    expect(BLOCKED_UPLOAD_EXTENSIONS.length).toBeGreaterThanOrEqual(100);
    expect(BLOCKED_UPLOAD_EXTENSION_SET.size).toBe(BLOCKED_UPLOAD_EXTENSIONS.length);
    for (const extension of BLOCKED_UPLOAD_EXTENSIONS) {
      expect(extension).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    }
  });

  it("covers macro-enabled Office files, Java archives, shortcuts, registry files and disk images", () => {
    for (const extension of [
      "docm",
      "xlsm",
      "pptm",
      "war",
      "class",
      "url",
      "reg",
      "cpl",
      "iso",
      "vhdx",
    ]) {
      expect(isBlockedExtension(extension)).toBe(true);
    }
  });

  it("leaves everyday documents, images and archives alone", () => {
    for (const extension of [
      "pdf",
      "png",
      "jpg",
      "txt",
      "csv",
      "docx",
      "xlsx",
      "zip",
      "gz",
      "pcap",
    ]) {
      expect(isBlockedExtension(extension)).toBe(false);
    }
  });

  it("accepts the extension in any case and with its dot", () => {
    expect(isBlockedExtension(".EXE")).toBe(true);
    expect(isBlockedExtension("Ps1")).toBe(true);
    expect(isBlockedExtension(".pdf")).toBe(false);
  });
});
