import type { Page } from "@playwright/test";
import type { ConsentInput } from "../../src/machines/consent/index.ts";
import { expect, test } from "../harness/fixtures.ts";
import { storedSession } from "../harness/portal.ts";
import { consentModel } from "./consent.model.ts";
import { pathTitle, uiPaths } from "./ui-model.ts";
import { type UiDriver, walkPath } from "./walk-path.ts";

/**
 * The consent machine walked through the sign-in page (e2e/models/consent.model.ts): one test
 * per generated path, starting from what 'gdpr_accept' holds.
 */

/** The tag the portal injects when analytics start (src/adapters/analytics). */
const ANALYTICS_TAG = "script[data-portal-analytics]";

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on this portal" });

/** The banner gone, the choice stored, and no analytics on this local host. */
async function chosen(page: Page, stored: "true" | "false"): Promise<void> {
  await expect(banner(page)).toBeHidden();
  expect((await storedSession(page)).consent).toBe(stored);
  await expect(page.locator(ANALYTICS_TAG)).toHaveCount(0);
}

const driver: UiDriver = {
  start: async (page, input) => {
    const { stored } = input as ConsentInput;
    await page.goto("/sign-in");
    if (stored !== null) {
      await page.evaluate((value) => localStorage.setItem("gdpr_accept", value), stored);
      await page.reload();
    }
    await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  },
  actions: {
    ACCEPT: (page) => banner(page).getByRole("button", { name: "Accept" }).click(),
    DECLINE: (page) => banner(page).getByRole("button", { name: "Decline" }).click(),
  },
  stateKey: (snapshot) => JSON.stringify(snapshot.value),
  states: {
    '"undecided"': async (page) => {
      await expect(banner(page)).toBeVisible();
      expect((await storedSession(page)).consent).toBeNull();
    },
    '{"accepted":"withoutAnalytics"}': (page) => chosen(page, "true"),
    '"declined"': (page) => chosen(page, "false"),
  },
};

const paths = await uiPaths(consentModel);

test.use({ consent: "undecided" });

for (const path of paths) {
  test(`consent: ${pathTitle(path)}`, async ({ page }) => {
    await walkPath(page, path, driver);
  });
}
