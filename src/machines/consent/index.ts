export {
  type AnalyticsHost,
  CONSENT_ACCEPTED,
  CONSENT_DECLINED,
  isAnalyticsAllowed,
} from "./analytics-allowed.ts";
export {
  type ConsentContext,
  type ConsentEvent,
  type ConsentInput,
  consentMachine,
} from "./consent.machine.ts";
export {
  type ConsentSnapshot,
  hasAccepted,
  isAnalyticsRunning,
  isBannerVisible,
} from "./consent.selectors.ts";
