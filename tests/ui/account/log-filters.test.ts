import { describe, expect, it } from "vitest";
import { logFilterQuery } from "../../../src/ui/features/account/logs/log-filters.ts";

describe("the logs' shared filters", () => {
  it("send nothing for filters left empty", () => {
    expect(logFilterQuery({ user: "", from: "", to: "" })).toEqual({});
  });

  it("send the user and the period under the names both log endpoints read", () => {
    expect(logFilterQuery({ user: "12", from: "2026-11-01", to: "2026-11-27" })).toEqual({
      user: "12",
      date_from: "2026-11-01",
      date_to: "2026-11-27",
    });
    expect(logFilterQuery({ user: "", from: "", to: "2026-11-27" })).toEqual({
      date_to: "2026-11-27",
    });
  });
});
