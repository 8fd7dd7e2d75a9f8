import { consentModel } from "./consent.model.ts";
import { serverStatusModel } from "./server-status.model.ts";
import { serviceChangeModel } from "./service-change.model.ts";
import { sessionModel } from "./session.model.ts";
import { type UiModel, uiTaken } from "./ui-model.ts";
import { wizardModel } from "./wizard.model.ts";

/**
 * Every machine walked through the real portal, one model per screen that runs it; the other
 * machines show "no UI model" in the report.
 */
export const UI_MODELS: ReadonlyArray<UiModel> = [
  sessionModel,
  consentModel,
  serverStatusModel,
  wizardModel,
  serviceChangeModel,
];

/** What the UI models of one machine take together, and what they exempt with reasons. */
export interface MachineUiCoverage {
  readonly models: ReadonlyArray<UiModel>;
  readonly taken: ReadonlySet<string>;
  readonly exemptions: Readonly<Record<string, string>>;
}

/** The machine's UI coverage over all its models; null when it has none. */
export async function machineUiCoverage(
  name: string,
  models: ReadonlyArray<UiModel> = UI_MODELS,
): Promise<MachineUiCoverage | null> {
  const own = models.filter((model) => model.name === name);
  if (own.length === 0) return null;
  const taken = new Set<string>();
  for (const model of own) for (const key of await uiTaken(model)) taken.add(key);
  return {
    models: own,
    taken,
    exemptions: Object.assign({}, ...own.map((model) => model.exemptions)),
  };
}

export type { UiModel, UiPath } from "./ui-model.ts";
export { pathTitle, uiPaths, uiTaken } from "./ui-model.ts";
