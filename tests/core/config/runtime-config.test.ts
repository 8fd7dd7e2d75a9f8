import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeConfig, defaultConfig } from "../../../src/core/config/index.ts";
import { DEFAULT_UPLOAD_MAX_BYTES } from "../../../src/core/constants.ts";

describe("runtime configuration", () => {
  it("gives a complete configuration for an empty /config.json", () => {
    const config = defaultConfig();
    expect(config.productName).toBe("Conduit");
    expect(config.productSlug).toBe("conduit");
    expect(config.apiBaseUrl).toBe("");
    expect(config.apiVersionPrefix).toBe("/v2");
    expect(config.uploadMaxBytes).toBe(DEFAULT_UPLOAD_MAX_BYTES);
    expect(config.googleClientId).toBeNull();
    expect(config.googleAllowedDomains).toEqual([]);
    expect(config.documentationLinks.sla).toMatch(/^\//);
    expect(config.legalLinks.cookies).toMatch(/^\//);
    expect(config.socialLinks.length).toBeGreaterThan(0);
  });

  it("keeps the values a deployment sets and defaults the rest", () => {
    const decoded = decodeConfig({
      productName: "Northwind",
      productSlug: "northwind",
      apiBaseUrl: "https://api.northwind.example",
      googleClientId: "client-1.apps.example",
      googleAllowedDomains: ["northwind.example"],
      uploadMaxBytes: 5_000_000,
      legalLinks: { terms: "https://northwind.example/terms" },
    });
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.config.productName).toBe("Northwind");
    expect(decoded.config.uploadMaxBytes).toBe(5_000_000);
    expect(decoded.config.legalLinks.terms).toBe("https://northwind.example/terms");
    expect(decoded.config.legalLinks.privacy).toBe("/legal/privacy");
    expect(decoded.config.apiVersionPrefix).toBe("/v2");
  });

  it.each([
    ["uploadMaxBytes", { uploadMaxBytes: -1 }],
    ["uploadMaxBytes", { uploadMaxBytes: 1.5 }],
    ["uploadMaxBytes", { uploadMaxBytes: "1GB" }],
    ["productSlug", { productSlug: "Not A Slug" }],
    ["productName", { productName: "" }],
    ["apiVersionPrefix", { apiVersionPrefix: "v2" }],
    ["apiBaseUrl", { apiBaseUrl: "ftp://api.example" }],
    ["googleAllowedDomains", { googleAllowedDomains: ["Not a domain"] }],
    ["terms", { legalLinks: { terms: "javascript:alert(1)" } }],
    ["socialLinks", { socialLinks: [{ label: "X" }] }],
  ])("names the field %s when its value is wrong", (field, input) => {
    const decoded = decodeConfig(input);
    expect(decoded.ok).toBe(false);
    if (decoded.ok) return;
    expect(decoded.message).toContain(field);
  });

  it("refuses something that is not an object", () => {
    expect(decodeConfig("config").ok).toBe(false);
    expect(decodeConfig(null).ok).toBe(false);
  });

  it("accepts any positive whole upload limit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (limit) => {
        const decoded = decodeConfig({ uploadMaxBytes: limit });
        return decoded.ok && decoded.config.uploadMaxBytes === limit;
      }),
    );
  });
});
