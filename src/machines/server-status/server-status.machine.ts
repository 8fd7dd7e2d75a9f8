import { raise, setup } from "xstate";
import {
  STATUS_BACK_ONLINE_HIDE_MS,
  STATUS_POLL_FAILING_MS,
  STATUS_POLL_MS,
} from "../../core/constants.ts";
import { serverStatusActors } from "./server-status.actors.ts";

/**
 * Whether the API server answers (spec section 4): GET /info every 5 s, every 500 ms while it
 * fails, with the persistent 'Network error: Service unavailable.' banner; once it answers
 * again, 'Connection is back online.' shows for 7 s. The UI pauses the polling on the error,
 * no-permissions and under-maintenance pages.
 */

export type ServerStatusEvent =
  | { readonly type: "PAUSE" }
  | { readonly type: "RESUME" }
  /** Raised by the connection region for the banner region; not sent from outside. */
  | { readonly type: "CONNECTION_LOST" }
  | { readonly type: "CONNECTION_RESTORED" };

export const serverStatusMachine = setup({
  types: { events: {} as ServerStatusEvent },
  actors: serverStatusActors,
  delays: {
    statusPoll: STATUS_POLL_MS,
    statusPollWhileFailing: STATUS_POLL_FAILING_MS,
    backOnlineBannerHide: STATUS_BACK_ONLINE_HIDE_MS,
  },
}).createMachine({
  id: "serverStatus",
  description: "Polls GET /info and shows the unreachable and back-online banners.",
  initial: "watching",
  states: {
    watching: {
      description: "Polling GET /info and showing the banners.",
      type: "parallel",
      on: { PAUSE: "paused" },
      states: {
        connection: {
          description: "Whether GET /info answers.",
          initial: "online",
          states: {
            online: {
              description: "The last check succeeded: checking every 5 s.",
              initial: "checking",
              states: {
                checking: {
                  invoke: {
                    id: "checkStatus",
                    src: "checkStatus",
                    onDone: "waiting",
                    onError: {
                      target: "#serverStatus.watching.connection.offline",
                      actions: raise({ type: "CONNECTION_LOST" }),
                    },
                  },
                },
                waiting: { after: { statusPoll: "checking" } },
              },
            },
            offline: {
              description: "The last check failed: checking again every 500 ms.",
              initial: "waiting",
              states: {
                waiting: { after: { statusPollWhileFailing: "checking" } },
                checking: {
                  invoke: {
                    id: "checkStatus",
                    src: "checkStatus",
                    onDone: {
                      target: "#serverStatus.watching.connection.online.waiting",
                      actions: raise({ type: "CONNECTION_RESTORED" }),
                    },
                    onError: "waiting",
                  },
                },
              },
            },
          },
        },
        banner: {
          description: "The banner above the page; follows the connection region.",
          initial: "hidden",
          states: {
            hidden: { on: { CONNECTION_LOST: "unreachable" } },
            unreachable: {
              description: "'Network error: Service unavailable.' until the server answers.",
              on: { CONNECTION_RESTORED: "backOnline" },
            },
            backOnline: {
              description: "'Connection is back online.', hidden after 7 s.",
              after: { backOnlineBannerHide: "hidden" },
              on: { CONNECTION_LOST: "unreachable" },
            },
          },
        },
      },
    },
    paused: {
      description: "Not polling: the error, no-permissions or under-maintenance page is shown.",
      on: { RESUME: "watching" },
    },
  },
});
