import type { TokenPair } from "../../core/api/auth/tokens.ts";
import { refreshFailed } from "./refresh-failed.ts";
import { refreshFailedToast } from "./session.notices.ts";
import { sessionSetup } from "./session.setup.ts";
import type { SessionContext } from "./session.types.ts";
import { requireRefreshToken } from "./stored-session.ts";

const newTokens = ({ event }: { readonly event: { readonly output: TokenPair } }) => event.output;

/**
 * POST /auth/refresh, both new tokens stored and the region fresh again: the same call whether
 * the refresh was due or a call's 401 asked for it; only what a refused refresh means differs.
 */
const refreshBothTokens = {
  id: "refreshTokens",
  src: "refreshTokens",
  input: ({ context }: { readonly context: SessionContext }) => ({
    refresh: requireRefreshToken(context),
  }),
  onDone: {
    target: "fresh",
    actions: [
      { type: "acceptTokens", params: newTokens },
      { type: "persistTokens", params: newTokens },
    ],
  },
} as const;

/**
 * Signed in, second region: the refresh at exp - 5 min (the named delay `refreshDue`), both
 * new tokens stored; at once when the page is shown again past that time, or when a call's
 * 401 refused the token in use (renewingRefused). Across tabs, the adapter's refreshTokens
 * holds a Web Lock.
 */
export const tokensRegion = sessionSetup.createStateConfig({
  description: "The access token is refreshed five minutes before it expires.",
  initial: "fresh",
  states: {
    fresh: {
      description: "Waiting for exp - 5 min (the named delay refreshDue, from core refreshDueAt).",
      after: {
        refreshDue: [
          { guard: "hasRefreshToken", target: "refreshing" },
          {
            target: "#session.signingOut",
            actions: { type: "notify", params: refreshFailedToast() },
          },
        ],
      },
      on: {
        TOKEN_REFUSED: {
          guard: "refusalCanBeRenewed",
          target: "renewingRefused",
          description:
            "A call answered 401 for the access token in use: it is refreshed now, and the " +
            "call sent again with the new one (the HTTP adapter), before the session gives up. " +
            "The page is kept to come back to, should the refresh be refused too.",
          actions: { type: "rememberReturnPath", params: ({ event }) => event.returnPath },
        },
        PAGE_SHOWN: {
          target: "fresh",
          reenter: true,
          description:
            "The page is shown again: the wait starts over from the clock, so a refresh time " +
            "that passed while the tab was hidden or asleep (its timer held back) comes at once.",
        },
      },
    },
    refreshing: {
      description: "POST /auth/refresh; both new tokens are stored.",
      invoke: {
        ...refreshBothTokens,
        onError: refreshFailed,
      },
    },
    renewingRefused: {
      description:
        "A call's 401 refused the access token in use: POST /auth/refresh at once, both new " +
        "tokens stored, and the HTTP adapter sends the call again with the new one (issue 41).",
      invoke: {
        ...refreshBothTokens,
        onError: {
          target: "#session.signingOut",
          description:
            "The refresh was refused too: the session ended on the server. It ends here as the " +
            "call's 401 would have ended it (no notice), back to the page after the next sign-in.",
        },
      },
    },
  },
});
