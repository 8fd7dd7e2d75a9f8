import { describe, expect, it } from "vitest";
import { DEFAULT_PRODUCT_NAME } from "../../../src/core/constants.ts";
import { pageTitle } from "../../../src/core/format/page-title.ts";

describe("pageTitle", () => {
  it("is '{product} Portal | {title}'", () => {
    expect(pageTitle(DEFAULT_PRODUCT_NAME, "Dashboard")).toBe("Conduit Portal | Dashboard");
    expect(pageTitle("Acme", "Billing")).toBe("Acme Portal | Billing");
  });

  it("is '{product} Portal' without a title", () => {
    expect(pageTitle("Acme")).toBe("Acme Portal");
    expect(pageTitle("Acme", null)).toBe("Acme Portal");
    expect(pageTitle("Acme", "   ")).toBe("Acme Portal");
  });

  it("trims stray spaces", () => {
    expect(pageTitle(" Acme ", " Tickets ")).toBe("Acme Portal | Tickets");
  });
});
