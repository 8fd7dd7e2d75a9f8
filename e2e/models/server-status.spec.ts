import type { Page, Route } from "@playwright/test";
import type { AnyMachineSnapshot } from "xstate";
import { ACCOUNTS } from "../harness/accounts.ts";
import { expect, test } from "../harness/fixtures.ts";
import { serverStatusBanner, signIn } from "../harness/portal.ts";
import { serverStatusModel } from "./server-status.model.ts";
import { pathTitle, uiPaths } from "./ui-model.ts";
import { type UiDriver, walkPath } from "./walk-path.ts";

/**
 * The server-status machine walked through the signed-in portal (e2e/models/
 * server-status.model.ts). Every GET /info is held until the path says how it ends: passed on
 * to the real server (it answers), or refused (the fault the server cannot produce on demand).
 * The page's clock is paused; the path's timers are the test moving it on. PAUSE and RESUME
 * are the browser's back button to the no-permissions page and its link home.
 */

const OFFLINE = "Network error: Service unavailable.";
const BACK_ONLINE = "Connection is back online.";
const POLL = "xstate.after.statusPoll.serverStatus.watching.connection.online.waiting";
const POLL_FAILING =
  "xstate.after.statusPollWhileFailing.serverStatus.watching.connection.offline.waiting";
const BANNER_HIDE = "xstate.after.backOnlineBannerHide.serverStatus.watching.banner.backOnline";

/** The status checks the page has sent and the test holds, in order. */
function holdStatusChecks(page: Page): Route[] {
  const held: Route[] = [];
  // A check the page gave up (it left for the no-permissions page) is no longer waiting.
  page.on("requestfailed", (request) => {
    const index = held.findIndex((route) => route.request() === request);
    if (index >= 0) held.splice(index, 1);
  });
  void page.route(
    (url) => url.pathname === "/v2/info",
    (route) => {
      held.push(route);
    },
  );
  return held;
}

/** One round trip to the page: what arrived before it has been handled by the page's code. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.readyState);
}

function driverFor(page: Page): UiDriver {
  const held = holdStatusChecks(page);
  const heldCount = () => held.length;

  const answer = async (how: "server" | "refused") => {
    const routes = held.splice(0);
    expect(routes, "a status check is waiting").toHaveLength(1);
    const [route] = routes;
    if (route === undefined) return;
    if (how === "server") {
      const response = page.waitForResponse((r) => r.request() === route.request());
      await route.continue();
      await response;
    } else {
      const failed = page.waitForEvent("requestfailed", (r) => r === route.request());
      await route.abort("connectionrefused");
      await failed;
    }
    await settled(page);
  };

  const banner = serverStatusBanner(page);
  const shows = async (value: AnyMachineSnapshot["value"]) => {
    if (value === "paused") {
      await expect(page).toHaveURL(/\/no-permissions$/);
      await expect(banner).toHaveCount(0);
      await expect.poll(heldCount, "no status check on the no-permissions page").toBe(0);
      return;
    }
    const { connection, banner: shown } = (value as { watching: Record<string, unknown> }).watching;
    await expect(page).toHaveURL(/\/dashboard$/);
    const checking = Object.values(connection as Record<string, string>)[0] === "checking";
    await expect.poll(heldCount, "status checks under way").toBe(checking ? 1 : 0);
    if (shown === "hidden") await expect(banner).toHaveCount(0);
    if (shown === "unreachable") {
      await expect(banner).toHaveText(OFFLINE);
      await expect(banner).toHaveAttribute("role", "alert");
    }
    if (shown === "backOnline") {
      await expect(banner).toHaveText(BACK_ONLINE);
      await expect(banner).toHaveAttribute("role", "status");
    }
  };

  const goHome = async () => {
    await page.getByRole("link", { name: "Go to the portal home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  };

  const states: Record<string, (page: Page) => Promise<void>> = {
    '"paused"': () => shows("paused"),
  };
  for (const connection of [
    { online: "checking" },
    { online: "waiting" },
    { offline: "checking" },
    { offline: "waiting" },
  ]) {
    for (const shown of ["hidden", "unreachable", "backOnline"]) {
      const value = { watching: { connection, banner: shown } };
      states[JSON.stringify(value)] = () => shows(value);
    }
  }

  return {
    start: async () => {
      await page.clock.install();
      await signIn(page, ACCOUNTS.viewer);
      // A page the viewer may not see: the portal leaves it for /no-permissions, which stays
      // in the history for the back button.
      await page.goto("/impersonation/user-impersonation");
      await expect(page).toHaveURL(/\/no-permissions$/);
      // No checks run here, so stopping the page's time now skips none.
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 1000);
      await goHome();
    },
    actions: {
      "xstate.done.actor.checkStatus": () => answer("server"),
      "xstate.error.actor.checkStatus": () => answer("refused"),
      [POLL]: async () => {
        await page.clock.fastForward(5000);
      },
      [POLL_FAILING]: async () => {
        await page.clock.fastForward(500);
      },
      // The banner came with the 5 s check now under way: 2 s of its 7 s are left.
      [BANNER_HIDE]: async () => {
        await page.clock.fastForward(1999);
        await expect(banner).toHaveText(BACK_ONLINE);
        await page.clock.fastForward(1);
      },
      PAUSE: async () => {
        await page.goBack();
        await expect(page).toHaveURL(/\/no-permissions$/);
      },
      RESUME: goHome,
    },
    stateKey: (snapshot) => JSON.stringify(snapshot.value),
    states,
  };
}

const paths = await uiPaths(serverStatusModel);

for (const path of paths) {
  test(`serverStatus: ${pathTitle(path)}`, async ({ page }) => {
    await walkPath(page, path, driverFor(page));
  });
}
