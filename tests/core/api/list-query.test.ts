import { describe, expect, it } from "vitest";
import { filledFilters, pageQuery } from "../../../src/core/api/page-window.ts";

describe("a list's query from its filters", () => {
  it("sends nothing for filters left empty or holding only spaces", () => {
    expect(filledFilters({ status: "", text: "   ", date_from: "" })).toEqual({});
  });

  it("sends each filled filter trimmed, under the name the address gives it", () => {
    expect(
      filledFilters({ user: "12", date_from: "2026-11-01", date_to: "", text: " fibre " }),
    ).toEqual({ user: "12", date_from: "2026-11-01", text: "fibre" });
  });

  it("adds the window of a 1-based page", () => {
    expect(pageQuery({ status: "open,pending", text: "" }, 1, 20)).toEqual({
      status: "open,pending",
      offset: 0,
      limit: 20,
    });
    expect(pageQuery({ kind: "" }, 3, 25)).toEqual({ offset: 50, limit: 25 });
  });
});
