export {
  type BootDecision,
  decideBoot,
  type SignOutReason,
  type StoredTokenPair,
} from "./boot-decision.ts";
export {
  isImpersonationActive,
  type StoredSession,
  storedSessionFrom,
} from "./impersonation-state.ts";
export { refusalEndsSession } from "./refused-token.ts";
export {
  MAX_RETURN_PATH_LENGTH,
  returnPathFromLocation,
  sanitizeReturnPath,
} from "./return-path.ts";
export {
  type BasicSignIn,
  buildLoginRequest,
  type ExternalSignIn,
  type SignInField,
  type SignInInput,
  type SignInPayload,
} from "./sign-in-payload.ts";
export {
  CONSENT_STORAGE_KEY,
  IMPERSONATING_FLAG_VALUE,
  KEYS_KEPT_ON_SIGN_OUT,
  STORAGE_KEYS,
  type StorageKey,
} from "./storage-keys.ts";
export {
  isRefreshDue,
  readToken,
  refreshDueAt,
  type TokenClaims,
  type TokenReading,
} from "./token-reading.ts";
