import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The accessibility bar: axe finds no serious or critical violation. Every rule axe
 * runs by default is checked (WCAG A/AA and best practices); only the impact is filtered.
 */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  // Only violations are asserted: axe still runs every rule on every element, but works out
  // selectors and details for the violating nodes alone instead of every passing one too
  // (axe-core's `resultTypes`), a large part of its time on a page of tables.
  // Legacy mode runs axe.run() in the page itself. The default mode runs axe in each frame,
  // then opens a new blank page, injects axe there and merges the frames' results in it: about
  // a second more a scan (1.4-2.0 s against 0.6-0.9 s on the dashboard, tickets and services
  // lists, 2026-11-27), for cross-origin frames the portal does not have (it has no frames).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
  expect(serious, `serious or critical axe violations on ${what}`).toEqual([]);
}
