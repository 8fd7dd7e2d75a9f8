import type { SessionActor } from "../portal-system.ts";

const isRefreshing = (snapshot: ReturnType<SessionActor["getSnapshot"]>) =>
  snapshot.matches({ signedIn: "renewing" }) ||
  snapshot.matches({ signedIn: { active: { tokens: "refreshing" } } }) ||
  snapshot.matches({ signedIn: { active: { tokens: "renewingRefused" } } });

/** How long a call waits for the session's refresh before it gives up on its 401. */
export const RENEWAL_TIMEOUT_MS = 15_000;

/**
 * A call's token was refused (401): asks the session to refresh it (TOKEN_REFUSED) and
 * resolves whether the call may be sent again with a new one (issue 41). True only when the
 * refused token was the one in use and the session, still signed in as the same user, now
 * holds another: a token already replaced (a refresh, an impersonation's start or exit) is
 * not retried, nor is a customer's token while impersonating (its 401 ends the
 * impersonation, as UNAUTHORIZED decides). Several calls refused together wait for the same
 * refresh. False on a failed refresh (the session signs out) or after RENEWAL_TIMEOUT_MS.
 */
export function renewAccessOf(
  session: SessionActor | undefined,
  refusedToken: string,
  /** The page, to come back to after the next sign-in should the refresh be refused. */
  returnPath?: string,
): Promise<boolean> {
  if (session === undefined) return Promise.resolve(false);
  const before = session.getSnapshot();
  if (
    !before.matches("signedIn") ||
    before.context.originals !== null ||
    before.context.tokens.access !== refusedToken
  ) {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const done = (renewed: boolean) => {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(renewed);
    };
    const timer = setTimeout(() => done(false), RENEWAL_TIMEOUT_MS);
    const subscription = session.subscribe((snapshot) => {
      if (!snapshot.matches("signedIn")) done(false);
      else if (snapshot.context.tokens.access !== refusedToken) {
        done(snapshot.context.originals === null);
      }
    });
    session.send({ type: "TOKEN_REFUSED", refusedToken, returnPath });
    // The session took the event at once: no refresh under way (no refresh token) is a no.
    if (!isRefreshing(session.getSnapshot())) done(false);
  });
}
