import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../../server/src/portal/content-security-policy.ts";
import { decodeConfig, type RuntimeConfigInput } from "../../../src/core/config/index.ts";

function policyFor(input: RuntimeConfigInput): Map<string, string> {
  const decoded = decodeConfig(input);
  if (!decoded.ok) throw new Error(decoded.message);
  const directives = contentSecurityPolicy(decoded.config).split("; ");
  return new Map(directives.map((directive) => [directive.split(" ")[0] ?? "", directive]));
}

describe("the portal's Content-Security-Policy", () => {
  it("allows only our own origin by default", () => {
    const policy = policyFor({});
    expect(policy.get("script-src")).toBe("script-src 'self'");
    expect(policy.get("connect-src")).toBe("connect-src 'self'");
    expect(policy.get("frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  it("lets the analytics tag load and report once an analytics id is configured", () => {
    const policy = policyFor({ analyticsId: "G-TEST123" });
    expect(policy.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(policy.get("connect-src")).toContain("https://*.google-analytics.com");
  });

  it("lets Google sign-in load and the API live elsewhere when configured", () => {
    const policy = policyFor({
      googleClientId: "client.apps.example",
      apiBaseUrl: "https://api.example.com",
    });
    expect(policy.get("script-src")).toContain("https://accounts.google.com");
    expect(policy.get("connect-src")).toContain("https://api.example.com");
    expect(policy.get("frame-src")).toContain("https://accounts.google.com");
  });
});
