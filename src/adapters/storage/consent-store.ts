import { CONSENT_STORAGE_KEY } from "../../core/constants.ts";
import { CONSENT_ACCEPTED, CONSENT_DECLINED } from "../../machines/index.ts";
import { safeRead } from "./session-store.ts";

/** The cookie-consent choice under 'gdpr_accept' ("true" or "false"; spec section 4). */
export interface ConsentStore {
  /** The stored value as is; the consent machine reads anything else as "no choice". */
  read(): string | null;
  write(accepted: boolean): void;
}

export function createConsentStore(storage: Storage): ConsentStore {
  return {
    read: () => safeRead(storage, CONSENT_STORAGE_KEY),
    write(accepted) {
      try {
        storage.setItem(CONSENT_STORAGE_KEY, accepted ? CONSENT_ACCEPTED : CONSENT_DECLINED);
      } catch {
        // Not stored: the banner comes back on the next visit, which is the safe side.
      }
    },
  };
}
