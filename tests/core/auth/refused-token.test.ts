import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalEndsSession } from "../../../src/core/auth/index.ts";

describe("refusalEndsSession", () => {
  it("ends the session when the refused token is the one in use", () => {
    expect(refusalEndsSession("access-now", "access-now")).toBe(true);
  });

  it("lets the session go on when the refused token was already replaced or none is in use", () => {
    expect(refusalEndsSession("access-before-refresh", "access-now")).toBe(false);
    expect(refusalEndsSession("customer-access", "staff-access")).toBe(false);
    expect(refusalEndsSession("access-now", null)).toBe(false);
  });

  it("ends it exactly when the two tokens are the same", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (refused, inUse) => {
        expect(refusalEndsSession(refused, inUse)).toBe(refused === inUse);
      }),
    );
  });
});
