import { beforeEach, describe, expect, it } from "vitest";
import { ANALYTICS_SCRIPT_URL, startAnalytics } from "../../src/adapters/analytics/index.ts";

function analyticsScripts() {
  return [...document.head.querySelectorAll("script")].filter((script) =>
    script.src.startsWith(ANALYTICS_SCRIPT_URL),
  );
}

beforeEach(() => {
  for (const script of analyticsScripts()) script.remove();
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

describe("starting analytics", () => {
  it("loads nothing without an analytics id", () => {
    expect(startAnalytics(null, document)).toBe(false);
    expect(startAnalytics("  ", document)).toBe(false);
    expect(analyticsScripts()).toHaveLength(0);
  });

  it("injects the tag once for the configured id", () => {
    expect(startAnalytics("G-TEST123", document)).toBe(true);
    expect(startAnalytics("G-TEST123", document)).toBe(false);
    const scripts = analyticsScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(`${ANALYTICS_SCRIPT_URL}?id=G-TEST123`);
    const { dataLayer } = window as Window & { dataLayer?: ArrayLike<unknown>[] };
    expect(dataLayer?.map((entry) => entry[0])).toEqual(["js", "config"]);
  });
});
