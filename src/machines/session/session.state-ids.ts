/**
 * Ids of the session's states that a guard asks about (`stateIn`), kept apart from the state
 * files so that the guards can name them without importing the states they guard.
 */

/** An impersonation's exit is on the wire (impersonation.region.ts). */
export const EXITING_IMPERSONATION = "#session.signedIn.active.impersonation.exiting";
