import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { mainNavigation, resumeSession, userMenuButton } from "./harness/portal.ts";

/**
 * Every entry of the top bar is gated by its permission (spec sections 2 and 5), and so is
 * every route: a user holding none of a route's permissions lands on /no-permissions.
 */

interface Case {
  readonly email: string;
  /** Entries of the main navigation, in order ("Services" and "Support" open menus). */
  readonly shown: readonly string[];
  readonly hidden: readonly string[];
  /** A menu that opens, and the links in it. */
  readonly menu?: { readonly name: string; readonly items: readonly string[] };
  /** Routes whose permission the user lacks. */
  readonly refused: readonly string[];
}

const CASES: readonly Case[] = [
  {
    email: ACCOUNTS.viewer,
    shown: ["Dashboard", "Services", "Support", "Billing"],
    hidden: [],
    menu: {
      name: "Services",
      items: ["All Services", "Network services", "Contracts", "Monitoring", "Radio frequency"],
    },
    refused: ["/impersonation/user-impersonation", "/impersonation"],
  },
  {
    email: ACCOUNTS.billing,
    shown: ["Dashboard", "Billing"],
    hidden: ["Services", "Support"],
    // The module routes themselves (/support/tickets, /services) come with their issues.
    refused: ["/impersonation/user-impersonation"],
  },
  {
    email: ACCOUNTS.support,
    shown: ["Dashboard", "Support"],
    hidden: ["Services", "Billing"],
    menu: { name: "Support", items: ["Tickets"] },
    refused: ["/impersonation/user-impersonation"],
  },
];

test.describe("navigation and routes by permission", () => {
  for (const entry of CASES) {
    test(`${entry.email} sees only what they may open`, async ({ page }) => {
      await resumeSession(page, entry.email);
      const navigation = mainNavigation(page);
      const entries = navigation.locator(":scope > a, :scope > button");
      await expect(entries).toHaveText(entry.shown);
      for (const name of entry.hidden) {
        await expect(navigation.getByText(name, { exact: true })).toHaveCount(0);
      }
      // Available to every signed-in user.
      await expect(page.getByRole("button", { name: /^Notifications,/ })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Changelog" })).toBeVisible();

      if (entry.menu !== undefined) {
        await navigation.getByRole("button", { name: entry.menu.name }).click();
        const menu = page.getByRole("menu", { name: entry.menu.name });
        await expect(menu.getByRole("menuitem")).toHaveText([...entry.menu.items]);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
      }

      // None of these customers may impersonate.
      await userMenuButton(page).click();
      const userMenu = page.getByRole("menu");
      await expect(userMenu.getByRole("menuitem")).toHaveText([
        "Account settings",
        "Request a feature",
        "Sign out",
      ]);
      await page.keyboard.press("Escape");

      // Soft: every refused route is tried and reported, not only the first that fails.
      for (const route of entry.refused) {
        await page.goto(route);
        const landing = page.getByRole("heading", {
          level: 1,
          name: /^(No access to this page|Page not found)$/,
        });
        await expect(landing, `${entry.email} opening ${route}`).toBeVisible();
        // The page has settled: read it once.
        const where = { path: new URL(page.url()).pathname, heading: await landing.textContent() };
        expect
          .soft(where, `${entry.email} opening ${route}`)
          .toEqual({ path: "/no-permissions", heading: "No access to this page" });
      }
    });
  }
});
