import Bowser from "bowser";

/**
 * A session's browser and system, told from its user agent by the bowser library, for the
 * user's list of their sessions (issue 44). Only the browser's major version is kept: the
 * rest changes with every update and tells the user nothing.
 */
export interface DeviceSummary {
  readonly browser: string;
  readonly system: string;
}

const UNKNOWN: DeviceSummary = { browser: "Unknown browser", system: "Unknown system" };

export function describeUserAgent(userAgent: string | null): DeviceSummary {
  if (userAgent === null || userAgent.trim() === "") return UNKNOWN;
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split(".")[0];
  const browserName = browser.name ? [browser.name, major].filter(Boolean).join(" ") : null;
  const systemVersion = os.versionName ?? os.version;
  const systemName = os.name ? [os.name, systemVersion].filter(Boolean).join(" ") : null;
  return {
    browser: browserName ?? UNKNOWN.browser,
    system: systemName ?? UNKNOWN.system,
  };
}
