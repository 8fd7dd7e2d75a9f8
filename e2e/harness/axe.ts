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
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
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
