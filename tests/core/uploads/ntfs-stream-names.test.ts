import { describe, expect, it } from "vitest";
import { validateUpload } from "../../../src/core/uploads/upload-rules.ts";

/** Windows writes "name.php::$DATA" to name.php: a stream suffix must not hide the extension. */
describe("file names with an NTFS stream suffix", () => {
  it.each([
    "name.php::$DATA",
    "shell.aspx::$data",
    "report.pdf:hidden",
    "x.exe:zone.identifier:$DATA",
    "C:\\inbox\\notes.txt::$DATA",
  ])("refuses %s as an invalid name", (name) => {
    const check = validateUpload(name, 10);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.code).toBe("invalid-name");
  });

  it.each(["Meeting 10:30.txt", "report.pdf", "C:\\inbox\\notes.txt"])("accepts %s", (name) => {
    expect(validateUpload(name, 10).ok).toBe(true);
  });
});
