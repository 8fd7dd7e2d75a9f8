import { consentModel } from "./consent.model.ts";
import { serverStatusModel } from "./server-status.model.ts";
import { sessionModel } from "./session.model.ts";
import type { UiModel } from "./ui-model.ts";
import { wizardModel } from "./wizard.model.ts";

/** Every machine walked through the real portal; the others show "no UI model" in the report. */
export const UI_MODELS: ReadonlyArray<UiModel> = [
  sessionModel,
  consentModel,
  serverStatusModel,
  wizardModel,
];

export type { UiModel, UiPath } from "./ui-model.ts";
export { pathTitle, uiPaths, uiTaken } from "./ui-model.ts";
