import { test as base } from "@playwright/test";
import { clockOffsetFrom } from "../../src/core/clock.ts";
import { CLOCK_OFFSET_VARIABLE, testNow } from "../../tests/harness/test-clock.ts";
import { type InvitedAccount, inviteAccount } from "./api.ts";

/**
 * The e2e `test`: Playwright's, plus
 * - `consent`: the cookie-consent choice already stored when the test starts. "declined" by
 *   default, so the fixed banner at the bottom covers nothing a test clicks; tests of the
 *   banner itself use "undecided".
 * - `invitedAccount`: an account made for this test alone (see api.ts), for anything that
 *   counts failed sign-ins against the account.
 * - `context`: in a run pinned to a date (CONDUIT_TEST_DATE, tests/harness/test-clock.ts), the
 *   browser's clock starts at the run's "now", the one its server reads, and runs on from there.
 */

export type ConsentChoice = "accepted" | "declined" | "undecided";

interface Fixtures {
  readonly consent: ConsentChoice;
  readonly invitedAccount: InvitedAccount;
}

export const test = base.extend<Fixtures>({
  consent: ["declined", { option: true }],
  storageState: async ({ consent, baseURL }, use) => {
    if (consent === "undecided" || baseURL === undefined) {
      await use(undefined);
      return;
    }
    const value = consent === "accepted" ? "true" : "false";
    await use({
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: "gdpr_accept", value }] }],
    });
  },
  context: async ({ context }, use) => {
    if (clockOffsetFrom(process.env[CLOCK_OFFSET_VARIABLE]) !== 0) {
      await context.clock.install({ time: testNow() });
    }
    await use(context);
  },
  invitedAccount: async ({ request }, use) => {
    await use(await inviteAccount(request, "user"));
  },
});

export { expect } from "@playwright/test";
