export { addressOf, provideSession, type SessionPorts } from "./provide-session.ts";
export {
  type RefreshAcrossTabsOptions,
  type RefreshTokens,
  refreshAcrossTabs,
  TOKEN_REFRESH_LOCK,
  type TokenLocks,
} from "./refresh-across-tabs.ts";
export { browserRotationLog, indexedDbRotationLog, type RotationLog } from "./rotation-log.ts";
