import { networkFailure } from "../../src/core/errors/index.ts";
import { serverStatusMachine } from "../../src/machines/server-status/index.ts";
import { clockAt, outcomeEvents, timerEvents } from "../../tests/machines/harness/path-coverage.ts";
import { pendingCalls } from "../../tests/machines/harness/pending-calls.ts";
import type { UiModel } from "./ui-model.ts";

/** The banner's own timer, as xstate names its event. */
const BANNER_HIDE = "xstate.after.backOnlineBannerHide.serverStatus.watching.banner.backOnline";

/**
 * The server-status machine as every page runs it. Its events come from the world: the held
 * GET /info answered by the real server (done) or failed (error), and the page's clock moved on
 * (timers); PAUSE and RESUME from leaving for and coming back from the no-permissions page.
 *
 * Timers fire in time order on a page, not in any order as on the graph: 'Connection is back
 * online.' (7 s) and the next check (5 s) start together, so the banner goes only once the
 * check after it runs. The banner's timer is offered only while that check is under way.
 */
export const serverStatusModel: UiModel = {
  name: "serverStatus",
  options: {
    machine: serverStatusMachine,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: (snapshot) => [
      { type: "PAUSE" },
      { type: "RESUME" },
      ...outcomeEvents(snapshot, {
        checkStatus: { done: [undefined], error: [networkFailure()] },
      }),
      ...timerEvents(serverStatusMachine, snapshot).filter(
        (event) =>
          event.type !== BANNER_HIDE ||
          snapshot.matches({ watching: { connection: { online: "checking" } } }),
      ),
    ],
    createHarness: () => {
      const calls = pendingCalls();
      return {
        machine: serverStatusMachine.provide({ actors: { checkStatus: calls.stub() } }),
        input: undefined,
        clock: clockAt(0),
        calls,
        checkInvariants: () => undefined,
      };
    },
  },
  scenarios: [{ name: "signed in", input: undefined }],
  exemptions: {},
};
