import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import "./harness/dom-stubs.ts";
import { testNow } from "../../harness/test-clock.ts";
import { fake, PERMISSION_SETS, resetFake, signedInAs } from "./harness/fake-adapters.ts";
import { preloadPrivateRoutes, renderPrivate } from "./harness/render-private.tsx";

// The hooks the fakes replace, in each adapter module that defines them (FAKED_MODULES).
vi.mock("../../../src/adapters/react/auth/use-session.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/notifications/notifications.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/account/statistics.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/account/account-manager.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock(
  "../../../src/adapters/resources/users/impersonation-candidates.ts",
  async (importOriginal) =>
    (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/services/service-monitoring.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/services/service.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/billing/billing-summary.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/billing/billing-estimate.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/content/banner-alert.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/content/changelog.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/content/feature-request.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/events/current-incidents.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);

beforeAll(() => preloadPrivateRoutes());
beforeEach(() => resetFake());

/** The text of every link and button inside `container`, in document order. */
function entriesOf(container: HTMLElement): string[] {
  return [...container.querySelectorAll("a, button")].map((element) => element.textContent ?? "");
}

/** The names of the links and menu buttons of the desktop top bar, left to right. */
async function topBarEntries(): Promise<string[]> {
  const nav = await screen.findByRole("navigation", { name: "Main" });
  return entriesOf(nav);
}

async function openUserMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: /Account menu of/ }));
  return { user, menu: await screen.findByRole("menu") };
}

function menuItemNames(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "");
}

describe("top bar visibility by permission set", () => {
  it.each([
    ["admin", ["Dashboard", "Services", "Support", "Billing"]],
    ["viewer", ["Dashboard", "Services", "Support", "Billing"]],
    ["billing", ["Dashboard", "Billing"]],
    ["support", ["Dashboard", "Support"]],
    ["staff", ["Dashboard"]],
  ] as const)("shows %s the entries their permissions open", async (set, expected) => {
    signedInAs(PERMISSION_SETS[set]);
    renderPrivate("/dashboard");
    expect(await topBarEntries()).toEqual(expected);
    // Bell and changelog need only a session.
    expect(screen.getByRole("button", { name: /^Notifications/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Changelog" }).getAttribute("href")).toBe(
      "/changelogs",
    );
  });

  it("lists All Services and Tickets in the Services and Support menus", async () => {
    signedInAs(PERMISSION_SETS.viewer);
    renderPrivate("/dashboard");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Services" }));
    const services = await screen.findByRole("menu");
    const allServices = within(services).getByRole("menuitem", { name: "All Services" });
    expect(allServices.getAttribute("href")).toBe("/services");
    expect(
      within(services)
        .getAllByRole("menuitem")
        .map((item) => [item.textContent, item.getAttribute("href")]),
    ).toEqual([
      ["All Services", "/services"],
      ["Network services", "/services/network"],
      ["Contracts", "/services/contract"],
      ["Monitoring", "/monitoring"],
      ["Radio frequency", "/radio-frequency/devices"],
    ]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Support" }));
    const support = await screen.findByRole("menu");
    expect(within(support).getByRole("menuitem", { name: "Tickets" }).getAttribute("href")).toBe(
      "/support/tickets",
    );
  });

  it("follows a menu entry chosen with the keyboard", async () => {
    signedInAs(PERMISSION_SETS.admin);
    const { router } = renderPrivate("/dashboard");
    const user = userEvent.setup();
    const trigger = await screen.findByRole("button", { name: "Support" });
    trigger.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() =>
      expect(
        screen.getByRole("menuitem", { name: "Tickets" }).hasAttribute("data-highlighted"),
      ).toBe(true),
    );
    // Ark moves the focus into the menu on the next frame; a person's Enter comes after it.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/support/tickets"));
  });
});

describe("user menu", () => {
  it("shows company, full name and e-mail, then Account settings and Sign out", async () => {
    signedInAs(PERMISSION_SETS.admin);
    renderPrivate("/dashboard");
    const { menu } = await openUserMenu();
    expect(menu.textContent).toContain("Acme Networks");
    expect(menu.textContent).toContain("Alice Anders");
    expect(menu.textContent).toContain("admin@acme.test");
    expect(menuItemNames(menu)).toEqual(["Account settings", "Request a feature", "Sign out"]);
    expect(
      within(menu).getByRole("menuitem", { name: "Account settings" }).getAttribute("href"),
    ).toBe("/account-settings");
  });

  it.each(["staff", "auditor"] as const)("offers Impersonation to %s", async (set) => {
    signedInAs(PERMISSION_SETS[set], { firstname: "Sofia", lastname: "Santos" });
    renderPrivate("/dashboard");
    const { menu } = await openUserMenu();
    expect(menuItemNames(menu)).toEqual([
      "Account settings",
      "Request a feature",
      "Impersonation",
      "Sign out",
    ]);
    expect(within(menu).getByRole("menuitem", { name: "Impersonation" }).getAttribute("href")).toBe(
      "/impersonation",
    );
  });

  it("signs out through the session", async () => {
    const session = signedInAs(PERMISSION_SETS.viewer);
    renderPrivate("/dashboard");
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it("shows the initials in the avatar, in the default tone", async () => {
    signedInAs(PERMISSION_SETS.viewer, { firstname: "victor", lastname: "vale" });
    renderPrivate("/dashboard");
    const trigger = await screen.findByRole("button", { name: /Account menu of/ });
    const avatar = trigger.querySelector("[data-tone]");
    expect(avatar?.textContent).toBe("VV");
    expect(avatar?.getAttribute("data-tone")).toBe("default");
  });
});

describe("impersonation", () => {
  it("turns the avatar red and names the customer in a banner without a close button", async () => {
    signedInAs(PERMISSION_SETS.viewer, {
      firstname: "Victor",
      lastname: "Vale",
      company_name: "Acme Networks",
      isImpersonating: true,
    });
    renderPrivate("/dashboard");
    const banner = await screen.findByRole("region", { name: "Impersonation" });
    expect(banner.textContent).toContain("You are acting as Victor Vale of Acme Networks");
    expect(
      within(banner)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Exit impersonation"]);
    const trigger = screen.getByRole("button", { name: /Account menu of Victor Vale/ });
    expect(trigger.querySelector("[data-tone]")?.getAttribute("data-tone")).toBe("impersonating");
  });

  it("exits from the banner", async () => {
    const session = signedInAs(PERMISSION_SETS.viewer, { isImpersonating: true });
    renderPrivate("/dashboard");
    const banner = await screen.findByRole("region", { name: "Impersonation" });
    await userEvent
      .setup()
      .click(within(banner).getByRole("button", { name: "Exit impersonation" }));
    expect(session.exitImpersonation).toHaveBeenCalledTimes(1);
  });

  it("exits from the user menu, which offers it only while impersonating", async () => {
    const session = signedInAs(PERMISSION_SETS.viewer, { isImpersonating: true });
    renderPrivate("/dashboard");
    const { user, menu } = await openUserMenu();
    expect(menuItemNames(menu)).toEqual([
      "Account settings",
      "Request a feature",
      "Exit impersonation",
      "Sign out",
    ]);
    await user.click(within(menu).getByRole("menuitem", { name: "Exit impersonation" }));
    expect(session.exitImpersonation).toHaveBeenCalledTimes(1);
    expect(session.signOut).not.toHaveBeenCalled();
  });

  it("shows no banner for the staff member's own session", async () => {
    signedInAs(PERMISSION_SETS.staff);
    renderPrivate("/dashboard");
    await screen.findByRole("navigation", { name: "Main" });
    expect(screen.queryByRole("region", { name: "Impersonation" })).toBeNull();
  });
});

describe("mobile drawer", () => {
  it("opens from the hamburger with the same items plus Account settings, and closes", async () => {
    signedInAs(PERMISSION_SETS.admin);
    renderPrivate("/dashboard");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    const nav = within(drawer).getByRole("navigation", { name: "Main menu" });
    expect(entriesOf(nav)).toEqual([
      "Dashboard",
      "All Services",
      "Network services",
      "Contracts",
      "Monitoring",
      "Radio frequency",
      "Tickets",
      "Billing",
      "Notifications",
      "Changelog",
      "Account settings",
      "Request a feature",
      "Sign out",
    ]);
    expect(within(drawer).getByText("Services")).toBeTruthy();
    expect(within(drawer).getByText("admin@acme.test")).toBeTruthy();

    await user.click(within(drawer).getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
  });

  it("follows the permissions too, and closes after navigating", async () => {
    signedInAs(PERMISSION_SETS.billing);
    const { router } = renderPrivate("/dashboard");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(drawer).queryByRole("link", { name: "All Services" })).toBeNull();
    expect(within(drawer).queryByRole("link", { name: "Tickets" })).toBeNull();
    await user.click(within(drawer).getByRole("link", { name: "Billing" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/billing"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
  });

  it("offers Exit impersonation while impersonating", async () => {
    const session = signedInAs(PERMISSION_SETS.support, { isImpersonating: true });
    renderPrivate("/dashboard");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(drawer).getByRole("button", { name: "Exit impersonation" }));
    expect(session.exitImpersonation).toHaveBeenCalledTimes(1);
  });
});

describe("route guards and the frame", () => {
  it("sends / to /dashboard", async () => {
    const { router } = renderPrivate("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it.each([
    ["viewer", "/impersonation/user-impersonation"],
    ["billing", "/impersonation"],
  ] as const)("sends %s away from %s to /no-permissions", async (set, path) => {
    signedInAs(PERMISSION_SETS[set]);
    const { router } = renderPrivate(path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/no-permissions"));
  });

  it("sends a signed-out visitor to sign-in with the way back", async () => {
    fake.session = { ...fake.session, phase: "signedOut", isSignedIn: false, user: null };
    const { router } = renderPrivate("/notifications/history");
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(router.state.location.search).toContain(encodeURIComponent("/notifications/history"));
  });

  it("shows the banner alert with its link, the footer and the contact widget", async () => {
    fake.bannerAlert = {
      ...fake.bannerAlert,
      data: {
        id: "1",
        message: "Planned maintenance on Saturday night.",
        severity: "warning",
        url: "/support/maintenances/4",
        starts_at: "2026-11-20T00:00:00Z",
        ends_at: null,
      },
    };
    renderPrivate("/dashboard");
    const alert = await screen.findByRole("region", { name: "Service announcement" });
    expect(alert.textContent).toContain("Planned maintenance on Saturday night.");
    expect(within(alert).getByRole("link", { name: "More information" }).getAttribute("href")).toBe(
      "/support/maintenances/4",
    );
    expect(screen.getByRole("contentinfo").textContent).toContain(
      `© ${testNow().getFullYear()} Conduit`,
    );
    expect(screen.getByRole("button", { name: "Contact us" })).toBeTruthy();
  });
});
