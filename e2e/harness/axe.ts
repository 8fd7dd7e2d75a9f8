import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Frame, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Every rule axe runs by default (WCAG A/AA and best practices); only violations are reported:
 * axe still runs every rule on every element, but works out selectors and details for the
 * violating nodes alone instead of every passing one too, a large part of its time on a page
 * of tables.
 */
const RUN_OPTIONS: RunOptions = { resultTypes: ["violations"] };

/**
 * Puts axe into `frame` unless this document already has it. Evaluating its 650 kB source
 * costs 300-350 ms of the page's CPU (2026-11-29); @axe-core/playwright's builder, which this
 * replaces, evaluated it twice per scan (once to look for `runPartial`, once per frame), on
 * every scan of the same document too: 0.9 s for a scan of the error page whose rules took
 * 0.13 s. A navigation gives a new document, which gets axe again.
 */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!present) await frame.evaluate(AXE_SOURCE);
}

/**
 * axe.run() in the page itself, over the whole document and its same-origin frames (axe's
 * default `allowedOrigins`), each of which gets axe first. This is what the builder's legacy
 * mode did; its default mode runs axe in each frame and merges the results in a new blank
 * page, about a second more a scan for cross-origin frames the portal does not have.
 */
async function scan(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) await injectAxe(frame);
  return page.evaluate(
    // The document named, not left for axe to infer from the options' keys.
    (options) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, options),
    RUN_OPTIONS,
  );
}

/** The accessibility bar: axe finds no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await scan(page);
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
