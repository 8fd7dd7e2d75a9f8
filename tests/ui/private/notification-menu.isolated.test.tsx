import "./harness/dom-stubs.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATIONS_EMPTY_STATE } from "../../../src/core/errors/index.ts";
import { testNow } from "../../harness/test-clock.ts";
import { fake, menuWith, notification, resetFake } from "./harness/fake-adapters.ts";
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

async function openMenu() {
  const user = userEvent.setup();
  const bell = await screen.findByRole("button", { name: /^Notifications/ });
  await user.click(bell);
  return { user, menu: await screen.findByRole("dialog", { name: "Notifications" }) };
}

describe("notification bell", () => {
  it("has no badge and says so when nothing is unread", async () => {
    menuWith([notification({ is_read: true, total_unread: 0 })]);
    renderPrivate("/dashboard");
    const bell = await screen.findByRole("button", {
      name: "Notifications, No unread notifications",
    });
    expect(within(bell).queryByTestId("notification-badge")).toBeNull();
  });

  it("shows the unread count on the badge with an accessible label", async () => {
    menuWith([notification({ total_unread: 3 })]);
    renderPrivate("/dashboard");
    const bell = await screen.findByRole("button", {
      name: "Notifications, 3 unread notifications",
    });
    expect(within(bell).getByTestId("notification-badge").textContent).toBe("3");
  });

  it("caps the badge at 10", async () => {
    menuWith([notification({ total_unread: 37 })]);
    renderPrivate("/dashboard");
    const bell = await screen.findByRole("button", {
      name: "Notifications, more than 10 unread notifications",
    });
    expect(within(bell).getByTestId("notification-badge").textContent).toBe("10");
  });
});

describe("notification menu", () => {
  it("shows the empty state of the catalogue, and still the settings and View all links", async () => {
    menuWith([]);
    renderPrivate("/dashboard");
    const { menu } = await openMenu();
    expect(within(menu).getByText(NOTIFICATIONS_EMPTY_STATE.title)).toBeTruthy();
    expect(within(menu).getByText("You are all caught up.")).toBeTruthy();
    expect(within(menu).getByText("Notifications will appear here when available.")).toBeTruthy();
    expect(
      within(menu).getByRole("link", { name: "Notification settings" }).getAttribute("href"),
    ).toBe("/account-settings/notification-settings");
    expect(within(menu).getByRole("link", { name: "View all" }).getAttribute("href")).toBe(
      "/notifications",
    );
    expect(
      (within(menu).getByRole("button", { name: "Mark all as read" }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it("lists notifications with their icon, read state and a relative date", async () => {
    menuWith([
      notification({
        message: "Port LON-01 is up",
        related_module: "service_port",
        total_unread: 1,
        date_created: new Date(testNow().getTime() - 5 * 60_000).toISOString(),
      }),
      notification({
        message: "Invoice INV-2 is ready",
        is_read: true,
        related_module: "billing",
        total_unread: 1,
        date_created: new Date(testNow().getTime() - 3 * 3_600_000).toISOString(),
      }),
    ]);
    renderPrivate("/dashboard");
    const { menu } = await openMenu();
    const items = within(
      within(menu).getByRole("list", { name: "Latest notifications" }),
    ).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [unread, read] = items as [HTMLElement, HTMLElement];
    expect(unread.textContent).toContain("Unread: Port LON-01 is up");
    expect(unread.textContent).toContain("5 minutes ago");
    expect(unread.querySelector("[data-icon]")?.getAttribute("data-icon")).toBe("port");
    expect(unread.querySelector("[data-read]")?.getAttribute("data-read")).toBe("false");
    expect(read.textContent).not.toContain("Unread");
    expect(read.textContent).toContain("3 hours ago");
    expect(read.querySelector("[data-icon]")?.getAttribute("data-icon")).toBe("general");
    expect(read.querySelector("[data-read]")?.getAttribute("data-read")).toBe("true");
  });

  it("marks a clicked notification read, follows its link and closes", async () => {
    const item = notification({
      message: "Service S-42 provisioned",
      url: "/services/42",
      total_unread: 1,
    });
    const menuView = menuWith([item]);
    const { router } = renderPrivate("/dashboard");
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole("link", { name: /Service S-42 provisioned/ }));
    expect(menuView.markRead).toHaveBeenCalledWith(item.id);
    await waitFor(() => expect(router.state.location.pathname).toBe("/services/42"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Notifications" })).toBeNull());
  });

  it("does not mark an already read notification again", async () => {
    const item = notification({ url: "/billing", is_read: true });
    const menuView = menuWith([item]);
    const { router } = renderPrivate("/dashboard");
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole("link", { name: new RegExp(item.message) }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/billing"));
    expect(menuView.markRead).not.toHaveBeenCalled();
  });

  it("marks one without a link read where it is", async () => {
    const item = notification({ message: "Scheduled maintenance done", total_unread: 2 });
    const menuView = menuWith([item]);
    const { router } = renderPrivate("/dashboard");
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole("button", { name: /Scheduled maintenance done/ }));
    expect(menuView.markRead).toHaveBeenCalledWith(item.id);
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("marks all read", async () => {
    const menuView = menuWith([notification({ total_unread: 4 })]);
    renderPrivate("/dashboard");
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole("button", { name: "Mark all as read" }));
    expect(menuView.markAllRead).toHaveBeenCalledTimes(1);
  });

  it("goes to /notifications from View all", async () => {
    menuWith([notification()]);
    const { router } = renderPrivate("/dashboard");
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole("link", { name: "View all" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/notifications"));
  });

  it("says so while loading and when the list cannot be read", async () => {
    fake.menu = { ...menuWith([]), isPending: true };
    const view = renderPrivate("/dashboard");
    let { menu } = await openMenu();
    expect(within(menu).getByRole("status").textContent).toBe("Loading notifications…");
    view.unmount();

    fake.menu = { ...menuWith([]), isError: true, error: "Network error" };
    renderPrivate("/dashboard");
    ({ menu } = await openMenu());
    expect(within(menu).getByRole("alert").textContent).toBe("Network error");
  });
});
