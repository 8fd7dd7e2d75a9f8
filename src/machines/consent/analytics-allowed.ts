/**
 * Analytics start only when the stored consent (CONSENT_STORAGE_KEY) is "true" and the host is
 * neither local nor the demo portal (spec section 4). A rule, so it belongs in src/core; it
 * lives here until it is moved there.
 */
export interface AnalyticsHost {
  readonly isLocalHost: boolean;
  readonly isDemoHost: boolean;
}

/** The value stored under CONSENT_STORAGE_KEY after Accept. */
export const CONSENT_ACCEPTED = "true";
/** The value stored under CONSENT_STORAGE_KEY after Decline. */
export const CONSENT_DECLINED = "false";

export function isAnalyticsAllowed(storedConsent: string | null, host: AnalyticsHost): boolean {
  return storedConsent === CONSENT_ACCEPTED && !host.isLocalHost && !host.isDemoHost;
}
