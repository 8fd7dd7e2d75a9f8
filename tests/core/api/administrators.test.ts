import { describe, expect, it } from "vitest";
import { leavesNoAdministrator } from "../../../src/core/api/users/administrators.ts";

describe("leavesNoAdministrator", () => {
  it("is true only when no other active administrator remains", () => {
    expect(leavesNoAdministrator(["1"], "1")).toBe(true);
    expect(leavesNoAdministrator([], "1")).toBe(true);
    expect(leavesNoAdministrator(["1", "2"], "1")).toBe(false);
    expect(leavesNoAdministrator(["2"], "1")).toBe(false);
  });
});
