export { type ConsentStore, createConsentStore } from "./consent-store.ts";
export { followOtherTabs, OTHER_TAB_SETTLE_MS, type OtherTabsOptions } from "./other-tabs.ts";
export { createSessionStore, type SessionStore, safeRead } from "./session-store.ts";
