import { describe, expect, it } from "vitest";
import {
  listOf,
  nonEmptyText,
  nullOr,
  positiveWholeNumber,
  record,
  text,
} from "../../../src/core/config/config-fields.ts";
import { decodeConfig } from "../../../src/core/config/index.ts";

describe("configuration field checks", () => {
  it("says what a text field expected", () => {
    const slug = text(/^[a-z]+$/u, "must be a lower-case slug");
    expect(slug("conduit")).toEqual({ ok: true, value: "conduit" });
    expect(slug("Conduit")).toBe("must be a lower-case slug");
    expect(slug(42)).toBe("Expected a string");
    expect(nonEmptyText("")).toBe("Expected a non-empty string");
  });

  it("accepts only positive whole numbers as limits", () => {
    expect(positiveWholeNumber(10)).toEqual({ ok: true, value: 10 });
    expect(positiveWholeNumber(0)).toBe("Expected a value greater than 0");
    expect(positiveWholeNumber(2.5)).toBe("Expected an integer");
    expect(positiveWholeNumber(Number.NaN)).toBe("Expected a number");
    expect(positiveWholeNumber("10")).toBe("Expected a number");
  });

  it("lets null through where null means not configured", () => {
    expect(nullOr(nonEmptyText)(null)).toEqual({ ok: true, value: null });
    expect(nullOr(nonEmptyText)("")).toBe("Expected a non-empty string");
  });

  it("names the first wrong item of a list by its index", () => {
    const domains = listOf(text(/\./u, "must be a domain"));
    expect(domains(["a.example", "b.example"])).toEqual({
      ok: true,
      value: ["a.example", "b.example"],
    });
    expect(domains(["a.example", "localhost"])).toBe("[1]: must be a domain");
    expect(domains("a.example")).toBe("Expected an array");
  });

  it("fills absent keys with their defaults, drops unknown keys and names a wrong field", () => {
    const links = record<{ terms: string; privacy: string }>({
      terms: { check: nonEmptyText, fallback: "/terms" },
      privacy: { check: nonEmptyText, fallback: "/privacy" },
    });
    expect(links({ privacy: "/p", extra: true })).toEqual({
      ok: true,
      value: { terms: "/terms", privacy: "/p" },
    });
    expect(links({ terms: "" })).toBe("terms: Expected a non-empty string");
    expect(links([])).toBe("Expected an object");
    expect(links(null)).toBe("Expected an object");
  });
});

describe("the runtime configuration's messages", () => {
  it("points into nested groups and lists", () => {
    const wrongLink = decodeConfig({ legalLinks: { privacy: "ftp://x" } });
    expect(wrongLink).toEqual({
      ok: false,
      message:
        "Invalid runtime configuration: legalLinks: privacy: must be an http(s) URL or a path starting with /",
    });
    const wrongSocial = decodeConfig({ socialLinks: [{ label: "X", url: "/x" }, { url: "/y" }] });
    expect(wrongSocial.ok).toBe(false);
    if (!wrongSocial.ok) expect(wrongSocial.message).toContain("socialLinks: [1]");
  });

  it("takes null for the optional identifiers", () => {
    const decoded = decodeConfig({ googleClientId: null, analyticsId: null, demoHost: null });
    expect(decoded.ok).toBe(true);
  });
});
