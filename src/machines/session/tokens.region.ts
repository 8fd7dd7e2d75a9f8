import { refreshFailed } from "./refresh-failed.ts";
import { refreshFailedToast } from "./session.notices.ts";
import { sessionSetup } from "./session.setup.ts";
import { requireRefreshToken } from "./stored-session.ts";

/**
 * Signed in, second region: the refresh at exp - 5 min (the named delay `refreshDue`), both
 * new tokens stored; at once when the page is shown again past that time. Across tabs, the
 * adapter's refreshTokens holds a Web Lock.
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
        id: "refreshTokens",
        src: "refreshTokens",
        input: ({ context }) => ({ refresh: requireRefreshToken(context) }),
        onDone: {
          target: "fresh",
          actions: [
            { type: "acceptTokens", params: ({ event }) => event.output },
            { type: "persistTokens", params: ({ event }) => event.output },
          ],
        },
        onError: refreshFailed,
      },
    },
  },
});
