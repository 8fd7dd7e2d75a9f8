import "./harness/dom-stubs.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { NotificationQuery } from "../../../src/adapters/api/notifications/notifications-api.ts";
import {
  fake,
  loaded,
  menuWith,
  notification,
  PERMISSION_SETS,
  page,
  resetFake,
  signedInAs,
} from "./harness/fake-adapters.ts";
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

describe("/notifications", () => {
  it("lists a page of notifications and asks for the next one", async () => {
    const queries: NotificationQuery[] = [];
    fake.notifications = (query) => {
      queries.push(query);
      return loaded(
        page([notification({ message: "Port LON-01 is up" }), notification({ is_read: true })], 45),
      );
    };
    const { router } = renderPrivate("/notifications");
    expect(await screen.findByRole("heading", { level: 1, name: "Notifications" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Conduit Portal | Notifications"));
    const list = screen.getByRole("list", { name: "Notifications" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Showing 1–20 of 45 notifications")).toBeTruthy();
    expect(queries.at(-1)).toEqual({ offset: 0, limit: 20 });

    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    expect(queries.at(-1)).toEqual({ offset: 20, limit: 20 });
  });

  it("filters by read state", async () => {
    const queries: NotificationQuery[] = [];
    fake.notifications = (query) => {
      queries.push(query);
      return loaded(page([]));
    };
    const { router } = renderPrivate("/notifications");
    const user = userEvent.setup();
    const unread = await screen.findByRole("button", { name: "Unread" });
    expect(screen.getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(unread);
    await waitFor(() => expect(router.state.location.search).toBe("?show=unread"));
    expect(queries.at(-1)).toEqual({ offset: 0, limit: 20, is_read: "false" });
    expect(unread.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("You are all caught up.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Read" }));
    await waitFor(() => expect(router.state.location.search).toBe("?show=read"));
    expect(queries.at(-1)).toEqual({ offset: 0, limit: 20, is_read: "true" });
  });

  it("drops an unknown ?show= value with the lists' notice and shows every notification", async () => {
    const queries: NotificationQuery[] = [];
    fake.notifications = (query) => {
      queries.push(query);
      return loaded(page([notification({ message: "Port LON-01 is up" })]));
    };
    const { router } = renderPrivate("/notifications?show=archived");
    const notice = await screen.findByText("Some filters were left out");
    expect(notice.closest("[role=status]")?.textContent).toContain('Show "archived"');
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(queries.every((query) => query.is_read === undefined)).toBe(true);
    expect(screen.getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("Port LON-01 is up")).toBeTruthy();

    // Choosing a filter says what the list shows now: the notice goes.
    await userEvent.setup().click(screen.getByRole("button", { name: "Unread" }));
    await waitFor(() => expect(router.state.location.search).toBe("?show=unread"));
    expect(screen.queryByText("Some filters were left out")).toBeNull();
    expect(queries.at(-1)).toEqual({ offset: 0, limit: 20, is_read: "false" });
  });

  it("reads one filter value only: ?show=unread,read is not a filter of the list", async () => {
    fake.notifications = () => loaded(page([]));
    renderPrivate("/notifications?show=unread,read");
    const notice = await screen.findByText("Some filters were left out");
    expect(notice.closest("[role=status]")?.textContent).toContain('Show "unread,read"');
  });

  it("marks one read with its button, and all read", async () => {
    const item = notification({ message: "Ticket T-9 updated", total_unread: 2 });
    const menu = menuWith([item]);
    fake.notifications = () => loaded(page([item]));
    renderPrivate("/notifications");
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Mark as read: Ticket T-9 updated" }),
    );
    expect(menu.markRead).toHaveBeenCalledWith(item.id);
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(menu.markAllRead).toHaveBeenCalledTimes(1);
  });

  it("offers a retry when the list cannot be loaded", async () => {
    const failure = { ...loaded(page([])), data: undefined, isError: true, error: "Timeout" };
    fake.notifications = () => failure;
    renderPrivate("/notifications");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Timeout");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(failure.refetch).toHaveBeenCalledTimes(1);
  });
});

describe("/notifications/history", () => {
  it("lists the read notifications only", async () => {
    const queries: NotificationQuery[] = [];
    fake.notifications = (query) => {
      queries.push(query);
      return loaded(page([notification({ message: "Old news", is_read: true })]));
    };
    renderPrivate("/notifications/history?page=3");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Notification history" }),
    ).toBeTruthy();
    expect(screen.getByText(/Old news/)).toBeTruthy();
    expect(
      screen.getByText(/kept for 90 days after they were sent; unread ones stay/),
    ).toBeTruthy();
    expect(queries.at(-1)).toEqual({ offset: 40, limit: 20, is_read: "true" });
  });

  it("says when nothing has been read yet", async () => {
    renderPrivate("/notifications/history");
    expect(await screen.findByText("No read notifications.")).toBeTruthy();
  });
});

describe("/impersonation/user-impersonation", () => {
  const candidates = [
    {
      id: "21",
      firstname: "Victor",
      lastname: "Vale",
      email: "viewer@acme.test",
      company_name: "Acme Networks",
    },
    {
      id: "31",
      firstname: "Grace",
      lastname: "Gordon",
      email: "admin@globex.test",
      company_name: "Globex",
    },
  ];

  it("goes there from /impersonation", async () => {
    signedInAs(PERMISSION_SETS.staff);
    const { router } = renderPrivate("/impersonation");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/impersonation/user-impersonation"),
    );
  });

  it("lists customer users with their company and impersonates the chosen one", async () => {
    const session = signedInAs(PERMISSION_SETS.staff);
    fake.candidates = () => loaded(page(candidates));
    renderPrivate("/impersonation/user-impersonation");
    const table = await screen.findByRole("table", { name: "Customer users" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("Victor Vale");
    expect(rows[0]?.textContent).toContain("Acme Networks");
    const user = userEvent.setup();
    // The reason staff type goes with the start, to the customer's activity log (issue 44).
    await user.type(screen.getByLabelText("Reason (optional)"), "Ticket SUP-1042");
    await user.click(within(table).getByRole("button", { name: "Impersonate Grace Gordon" }));
    expect(session.impersonate).toHaveBeenCalledWith("31", "Ticket SUP-1042");
    await waitFor(() => expect(document.title).toBe("Conduit Portal | User impersonation"));
  });

  it("offers read-only viewing to staff with the read-only permission", async () => {
    const session = signedInAs(PERMISSION_SETS.auditor);
    fake.candidates = () => loaded(page(candidates));
    renderPrivate("/impersonation/user-impersonation");
    const button = await screen.findByRole("button", { name: "View as (read-only) Victor Vale" });
    await userEvent.setup().click(button);
    expect(session.impersonate).toHaveBeenCalledWith("21");
  });

  it("searches after a pause in typing, keeping what was typed", async () => {
    signedInAs(PERMISSION_SETS.staff);
    const searches: Array<string | undefined> = [];
    fake.candidates = (query) => {
      searches.push(query.search);
      return loaded(page(query.search === "zzz" ? [] : candidates));
    };
    const { router } = renderPrivate("/impersonation/user-impersonation");
    const field = (await screen.findByLabelText("Search users")) as HTMLInputElement;
    await userEvent.setup().type(field, "zzz");
    await waitFor(() => expect(router.state.location.search).toBe("?search=zzz"));
    expect(searches.at(-1)).toBe("zzz");
    expect(await screen.findByText("No users match “zzz”.")).toBeTruthy();
    expect(field.value).toBe("zzz");
  });
});

describe("/changelogs", () => {
  it("lists release notes with version, title, date and text", async () => {
    fake.changelog = () =>
      loaded(
        page([
          {
            id: "3",
            version: "2.4.0",
            title: "Notification history",
            body: "Read notifications now have their own page.",
            published_at: "2026-11-02T10:00:00Z",
          },
        ]),
      );
    renderPrivate("/changelogs");
    const entry = await screen.findByRole("article", { name: "Notification history" });
    expect(entry.textContent).toContain("2.4.0");
    expect(entry.textContent).toContain("Read notifications now have their own page.");
    expect(entry.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02T10:00:00Z");
    await waitFor(() => expect(document.title).toBe("Conduit Portal | Changelog"));
  });

  it("says when there are none", async () => {
    renderPrivate("/changelogs");
    expect(await screen.findByText("No release notes yet.")).toBeTruthy();
  });
});

describe("contact widget", () => {
  it("shows the NOC line, the account manager and the social links", async () => {
    fake.accountManager = loaded({
      name: "Morgan Reid",
      phone: "+44 20 7946 0102",
      email: "morgan.reid@conduit.test",
    });
    renderPrivate("/changelogs", {
      nocPhone: "+44 20 7946 0999",
      socialLinks: [{ label: "LinkedIn", url: "https://www.linkedin.com/company/example" }],
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Contact us" }));
    const panel = await screen.findByRole("dialog", { name: "Contact us" });
    expect(within(panel).getByRole("link", { name: "+44 20 7946 0999" }).getAttribute("href")).toBe(
      "tel:+442079460999",
    );
    expect(panel.textContent).toContain("Morgan Reid");
    expect(
      within(panel).getByRole("link", { name: "morgan.reid@conduit.test" }).getAttribute("href"),
    ).toBe("mailto:morgan.reid@conduit.test");
    const social = within(panel).getByRole("link", { name: /LinkedIn/ });
    expect(social.getAttribute("href")).toBe("https://www.linkedin.com/company/example");
    expect(social.getAttribute("rel")).toContain("noopener");
  });

  it("says the account manager is yet to be assigned", async () => {
    fake.accountManager = loaded(null);
    renderPrivate("/changelogs");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Contact us" }));
    const panel = await screen.findByRole("dialog", { name: "Contact us" });
    expect(panel.textContent).toContain("Your account manager will be assigned soon.");
  });
});
