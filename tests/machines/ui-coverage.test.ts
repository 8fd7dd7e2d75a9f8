import { describe, expect, it } from "vitest";
import { pathTitle, UI_MODELS, type UiModel, uiPaths, uiTaken } from "../../e2e/models/index.ts";
import { machineTransitions, transitionLabel } from "../../scripts/machine-diagram.ts";

/**
 * The UI models of e2e/models/ cover their machines: every transition of the real definition
 * is taken by a generated UI path or exempted with a reason. A transition added to a machine
 * fails here, by name, until the model's events reach it (and its spec maps them to what a
 * user does) or an exemption says why the UI cannot.
 */

function missing(model: UiModel, taken: ReadonlySet<string>): string[] {
  return machineTransitions(model.options.machine)
    .filter((transition) => !taken.has(transition.key) && !(transition.key in model.exemptions))
    .map((transition) => `${transition.key} (${transitionLabel(transition)})`);
}

describe.each(UI_MODELS)("the UI model of $name", (model) => {
  it("takes every transition of the machine or exempts it with a reason", async () => {
    const taken = await uiTaken(model);
    expect(missing(model, taken), "transitions with no UI path and no exemption").toEqual([]);
  });

  it("exempts only transitions the machine has and no UI path takes", async () => {
    const taken = await uiTaken(model);
    const keys = new Set(machineTransitions(model.options.machine).map((t) => t.key));
    for (const [key, reason] of Object.entries(model.exemptions)) {
      expect(keys.has(key), `exempted ${key} is a transition of the machine`).toBe(true);
      expect(taken.has(key), `exempted ${key} is not taken by a UI path after all`).toBe(false);
      expect(reason.length, `the reason for ${key}`).toBeGreaterThan(20);
    }
  });

  it("keeps each path short and each one adding a transition", async () => {
    const paths = await uiPaths(model);
    const seen = new Set<string>();
    for (const path of paths) {
      expect(path.steps.length, pathTitle(path)).toBeLessThanOrEqual(model.longestPath ?? 8);
      expect(path.taken.some((key) => !seen.has(key)) || paths.length === 1, pathTitle(path)).toBe(
        true,
      );
      for (const key of path.taken) seen.add(key);
    }
  });
});

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
    expect(missing(withoutDecline, await uiTaken(withoutDecline))).toEqual([
      "consent.undecided|DECLINE|0 (DECLINE)",
    ]);
  });
});
