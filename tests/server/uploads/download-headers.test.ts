import { describe, expect, it } from "vitest";
import {
  attachmentDisposition,
  attachmentHeaders,
} from "../../../server/src/uploads/download-headers.ts";

describe("attachmentDisposition", () => {
  it.each([
    ["report.pdf", `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    [
      'say "hi" (1)*.txt',
      `attachment; filename="say _hi_ (1)*.txt"; filename*=UTF-8''say%20%22hi%22%20%281%29%2A.txt`,
    ],
    [
      "日本語.csv",
      `attachment; filename="___.csv"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.csv`,
    ],
    [
      "a\r\nSet-Cookie: x.txt",
      `attachment; filename="aSet-Cookie: x.txt"; filename*=UTF-8''aSet-Cookie%3A%20x.txt`,
    ],
    ["\u00e9", `attachment; filename="_"; filename*=UTF-8''%C3%A9`],
    ["", `attachment; filename="download"; filename*=UTF-8''`],
  ])("writes %j safely", (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });
});

describe("attachmentHeaders", () => {
  it("always forces a download and forbids sniffing", () => {
    expect(attachmentHeaders("x.pdf", "application/pdf")).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
      "content-disposition": expect.stringMatching(/^attachment;/),
      "cache-control": "private, no-store",
    });
  });
});
