import { existsSync } from "node:fs";
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

test("a stopped server shows the error banner; once back, the success banner goes after 7 s", async ({
  page,
}) => {
  // Two server starts and the banners' own waits (about 20 s).
  test.setTimeout(2 * WITH_SERVER_START_TIMEOUT_MS);
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
  await expect(banner).toHaveText(OFFLINE, { timeout: 20_000 });
  await expect(banner).toHaveAttribute("role", "alert");
  // An outage is not an error page: the user stays where they were.
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expectNoSeriousViolations(page, "the page with the offline banner");
  // Persistent while the server is away.
  await page.waitForTimeout(3000);
  await expect(banner).toHaveText(OFFLINE);

  server = await startServer({ port });
  await expect(banner).toHaveText(BACK_ONLINE, { timeout: 20_000 });
  const shownAt = Date.now();
  await expect(banner).toHaveAttribute("role", "status");
  await expect(banner).toHaveCount(0, { timeout: BACK_ONLINE_SHOWN_MS + 3000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(BACK_ONLINE_SHOWN_MS - 1500);
});
