import { describe, expect, it } from "vitest";
import {
  machineUiCoverage,
  pathTitle,
  UI_MODELS,
  type UiModel,
  uiPaths,
} from "../../e2e/models/index.ts";
import { machineTransitions, transitionLabel } from "../../scripts/machine-diagram.ts";

/**
 * The UI models of e2e/models/ cover their machines: every transition of the real definition
 * is taken by a generated UI path of one of the machine's models (a machine several screens
 * run has one per screen) or exempted with a reason. A transition added to a machine fails
 * here, by name, until a model's events reach it (and its spec maps them to what a user does)
 * or an exemption says why the UI cannot.
 */

async function missing(name: string, models: ReadonlyArray<UiModel> = UI_MODELS) {
  const coverage = await machineUiCoverage(name, models);
  const [model] = models.filter((candidate) => candidate.name === name);
  if (coverage === null || model === undefined) throw new Error(`no UI model of ${name}`);
  return machineTransitions(model.options.machine)
    .filter((t) => !coverage.taken.has(t.key) && !(t.key in coverage.exemptions))
    .map((transition) => `${transition.key} (${transitionLabel(transition)})`);
}

const machineNames = [...new Set(UI_MODELS.map((model) => model.name))];

describe.each(machineNames)("the UI models of %s", (name) => {
  it("take every transition of the machine or exempt it with a reason", async () => {
    expect(await missing(name), "transitions with no UI path and no exemption").toEqual([]);
  });

  it("exempt only transitions the machine has and no UI path takes", async () => {
    const coverage = await machineUiCoverage(name);
    const [model] = coverage?.models ?? [];
    if (coverage === null || model === undefined) throw new Error(`no UI model of ${name}`);
    const keys = new Set(machineTransitions(model.options.machine).map((t) => t.key));
    for (const [key, reason] of Object.entries(coverage.exemptions)) {
      expect(keys.has(key), `exempted ${key} is a transition of the machine`).toBe(true);
      expect(coverage.taken.has(key), `exempted ${key} is not taken by a UI path after all`).toBe(
        false,
      );
      expect(reason.length, `the reason for ${key}`).toBeGreaterThan(20);
    }
  });
});

describe.each(UI_MODELS.map((model) => [model.flow ?? model.name, model] as const))(
  "the UI model of %s",
  (_, model) => {
    it("keeps each path short and each one adding a transition", async () => {
      const paths = await uiPaths(model);
      const seen = new Set<string>();
      for (const path of paths) {
        expect(path.steps.length, pathTitle(path)).toBeLessThanOrEqual(model.longestPath ?? 8);
        expect(
          path.taken.some((key) => !seen.has(key)) || paths.length === 1,
          pathTitle(path),
        ).toBe(true);
        for (const key of path.taken) seen.add(key);
      }
    });
  },
);

describe("the UI coverage check", () => {
  it("names a transition no UI path takes", async () => {
    const [consent] = UI_MODELS.filter((model) => model.name === "consent");
    if (consent === undefined) throw new Error("the consent model is gone");
    const withoutDecline: UiModel = {
      ...consent,
      options: {
        ...consent.options,
        events: (snapshot) =>
          consent.options.events(snapshot).filter((event) => event.type !== "DECLINE"),
      },
    };
    expect(await missing("consent", [withoutDecline])).toEqual([
      "consent.undecided|DECLINE|0 (DECLINE)",
    ]);
  });

  it("counts a machine covered by its screens together", async () => {
    const wizardModels = UI_MODELS.filter((model) => model.name === "wizard");
    expect(wizardModels.length, "the order page and the service-change dialog").toBe(2);
    const [orderPage] = wizardModels;
    if (orderPage === undefined) throw new Error("the order page's model is gone");
    // The order page alone never closes a placed order, which the change dialog does.
    expect(await missing("wizard", [orderPage])).toContain("wizard.submitted|CLOSE|0 (CLOSE)");
    expect(await missing("wizard")).toEqual([]);
  });
});
