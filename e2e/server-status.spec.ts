import { existsSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expectNoSeriousViolations } from "./harness/axe.ts";
import { expect, test } from "./harness/fixtures.ts";
import { serverStatusBanner, signIn } from "./harness/portal.ts";
import {
  type RunningServer,
  startServer,
  WITH_SERVER_START_TIMEOUT_MS,
} from "./harness/server-process.ts";

/**
 * The server stopped and started again (spec section 4): the persistent error banner while it
 * is away, then 'Connection is back online.' for 7 s. This test runs its own server, since
 * it stops it.
 *
 * The restarted server has a fresh in-memory database and a new signing secret, so the
 * session the test signed in with no longer exists there; what follows the restart (the
 * portal signing out on the next 401) is not what this test is about. The banners live
 * outside the pages and stay through that.
 */

const OFFLINE = "Network error: Service unavailable.";
const BACK_ONLINE = "Connection is back online.";
const BACK_ONLINE_SHOWN_MS = 7000;

let server: RunningServer | undefined;

test.afterEach(async () => {
  await server?.kill();
  server = undefined;
});

/**
 * Moves the page's clock on a second at a time until `check` passes: the status checks and
 * their retries are the page's timers, and each second's check (refused by a stopped server,
 * answered by a started one) comes back before the next second is taken.
 */
async function advanceUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(1000);
    await check();
  }).toPass({ timeout: 30_000, intervals: [100] });
}

test("a stopped server shows the error banner; once back, the success banner goes after 7 s", async ({
  page,
}) => {
  // Two server starts (the banners' waits are the page's clock, moved on by the test).
  test.setTimeout(2 * WITH_SERVER_START_TIMEOUT_MS);
  await page.clock.install();
  server = await startServer();
  const { port, origin } = server;
  await signIn(page, ACCOUNTS.admin, { from: `${origin}/sign-in` });
  const banner = serverStatusBanner(page);
  await expect(banner).toHaveCount(0);

  const firstUploads = server.uploadDir;
  expect(existsSync(firstUploads)).toBe(true);
  await server.kill();
  // A killed server cannot delete its throwaway uploads folder: the harness does.
  expect(existsSync(firstUploads)).toBe(false);
  // Checked every 5 s; a failed check is retried 3 times (1 + 2 + 3 s) before it counts.
  await advanceUntil(page, () => expect(banner).toHaveText(OFFLINE, { timeout: 250 }));
  await expect(banner).toHaveAttribute("role", "alert");
  // An outage is not an error page: the user stays where they were.
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expectNoSeriousViolations(page, "the page with the offline banner");
  // Persistent while the server is away: two more checks, and their retries, fail too.
  for (let second = 0; second < 12; second += 1) await page.clock.fastForward(1000);
  await expect(banner).toHaveText(OFFLINE);
  // From here the page's time moves only when the test moves it, so the 7 s the success
  // banner is shown are counted from the moment it appears: left running in real time, a
  // loaded machine's slow check ate the seconds to spare. Held while nothing depends on the
  // time (the server is away), 10 s ahead of the page's time read: pauseAt only moves on, and
  // a loaded machine took more than 100 ms between the read and the pause.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  await expect(banner).toHaveText(OFFLINE);

  server = await startServer({ port });
  await advanceUntil(page, () => expect(banner).toHaveText(BACK_ONLINE, { timeout: 250 }));
  await expect(banner).toHaveAttribute("role", "status");
  // Shown for 7 s of the page's time: it appeared within the last second or two the test
  // moved on, so it is still there 4 s later and gone 4 s after that.
  await page.clock.fastForward(BACK_ONLINE_SHOWN_MS - 3000);
  await expect(banner).toHaveText(BACK_ONLINE);
  await page.clock.fastForward(4000);
  await expect(banner).toHaveCount(0);
});
