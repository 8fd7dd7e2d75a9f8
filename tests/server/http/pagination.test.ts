import { describe, expect, it } from "vitest";
import { ApiError } from "../../../server/src/http/api-error.ts";
import { pageWindow } from "../../../server/src/http/pagination.ts";
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from "../../../src/core/api/page-window.ts";

/**
 * `?offset=&limit=` as every list reads it: the sizes are core's (page-window.ts), which the
 * portal asks for when it wants a whole reference list (the data centres, the company's ports).
 */
describe("a list's page window", () => {
  it("starts at the first result with the default size when none is asked", () => {
    expect(pageWindow({})).toEqual({ offset: 0, limit: DEFAULT_PAGE_LIMIT });
    expect(pageWindow({ offset: "", limit: "" })).toEqual({ offset: 0, limit: 20 });
  });

  it("never holds more than the largest page, nor fewer than one result", () => {
    expect(pageWindow({ limit: String(MAX_PAGE_LIMIT) }).limit).toBe(100);
    expect(pageWindow({ limit: "500" }).limit).toBe(MAX_PAGE_LIMIT);
    expect(pageWindow({ limit: "0" }).limit).toBe(1);
    expect(pageWindow({ offset: "40", limit: "10" })).toEqual({ offset: 40, limit: 10 });
  });

  it("answers 400 naming the field for a size or offset that is not a whole number", () => {
    for (const [field, value] of [
      ["limit", "abc"],
      ["limit", "-1"],
      ["offset", "1.5"],
    ] as const) {
      try {
        pageWindow({ [field]: value });
        expect.unreachable(`${field}=${value} was accepted`);
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(400);
        expect((error as ApiError).body).toEqual({
          [field]: ["A valid non-negative integer is required."],
        });
      }
    }
  });
});
