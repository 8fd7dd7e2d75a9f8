import { setup } from "xstate";
import { sessionActions } from "./session.actions.ts";
import { sessionActors } from "./session.actors.ts";
import { sessionDelays } from "./session.delays.ts";
import { sessionGuards } from "./session.guards.ts";
import { SESSION_ROUTES } from "./session.routes.ts";
import type { SessionContext, SessionEvent, SessionInput } from "./session.types.ts";

/**
 * The session's vocabulary bound together: the machine and its state files build on this, so
 * every name they use (actor, action, guard, delay) is checked against it.
 */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: sessionActors,
  actions: sessionActions,
  guards: sessionGuards,
  delays: sessionDelays,
});

/** Sends the user to the sign-in page, with the return path when there is one. */
export const navigateToSignIn = {
  type: "navigate",
  params: ({ context }: { readonly context: SessionContext }) => ({
    to: SESSION_ROUTES.signIn,
    returnPath: context.returnPath ?? undefined,
  }),
} as const;

/** After signing in: back where the user was, or home. */
export const navigateAfterSignIn = {
  type: "navigate",
  params: ({ context }: { readonly context: SessionContext }) => ({
    to: context.returnPath ?? SESSION_ROUTES.home,
  }),
} as const;

export const navigateHome = {
  type: "navigate",
  params: { to: SESSION_ROUTES.home },
} as const;

/** What an actor failure hands to a guard or an action. */
export const failureOf = ({ event }: { readonly event: { readonly error: unknown } }) => ({
  error: event.error,
});
