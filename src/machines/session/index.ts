export { USER_INFO_RETRY_DELAY_MS } from "./session.delays.ts";
export { sessionMachine } from "./session.machine.ts";
export { IMPERSONATION_ENDED_TOAST } from "./session.notices.ts";
export { SESSION_ROUTES } from "./session.routes.ts";
export {
  accessTokenInUse,
  captchaChallenge,
  isBusy,
  isImpersonating,
  isSignedIn,
  mustEnrolTwoFactorNow,
  needsAuthenticatorCode,
  needsCaptcha,
  needsOneTimeCode,
  type SessionSnapshot,
  signInError,
  userInfo,
} from "./session.selectors.ts";
export type {
  Navigation,
  PostLogoutInput,
  SessionClock,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionTokens,
  SignInProblem,
} from "./session.types.ts";
