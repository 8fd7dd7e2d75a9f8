import "./harness/dom-stubs.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { setPortalClock, systemClock } from "../../../src/core/clock.ts";
import { greetingFor } from "../../../src/ui/features/dashboard/greeting.ts";
import { testClock } from "../../harness/test-clock.ts";
import {
  failed,
  fake,
  loaded,
  menuWith,
  notification,
  PERMISSION_SETS,
  pending,
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
afterEach(() => vi.useRealTimers());

/** The figure shown under a tile's label. */
function figure(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

describe("greeting", () => {
  it.each([
    [5, "Good morning"],
    [11, "Good morning"],
    [12, "Good afternoon"],
    [17, "Good afternoon"],
    [18, "Good evening"],
    [23, "Good evening"],
  ])("at %i:30 says %s", (hour, expected) => {
    expect(greetingFor(new Date(2026, 10, 21, hour, 30))).toBe(expected);
  });
});

describe("dashboard: what affects the services now", () => {
  it("opens with the ongoing events, their services, times and links", async () => {
    fake.currentIncidents = loaded({
      incidents: [
        {
          kind: "outage",
          event: "outage",
          id: "4",
          reference: "INC-2026-0087",
          title: "Packet loss on the LON1-AMS5 EVPL",
          impact_level: null,
          starts_at: "2026-11-21T08:00:00.000Z",
          ends_at: null,
          services: [{ id: "SVC-10004", name: "LON1-AMS5 EVPL", type: "evpl" }],
          link: "/support/outages/4",
        },
      ],
      total: 1,
      last_incident: null,
    });
    renderPrivate("/dashboard");
    const card = await screen.findByRole("region", { name: "Affecting your services now" });
    expect(within(card).getByRole("heading", { name: "Packet loss on the LON1-AMS5 EVPL" }));
    expect(within(card).getByRole("link", { name: "INC-2026-0087" }).getAttribute("href")).toBe(
      "/support/outages/4",
    );
    const services = within(card).getByRole("list", { name: "Services affected by INC-2026-0087" });
    expect(services.textContent).toContain("LON1-AMS5 EVPL");
    expect(services.textContent).toContain("EVPL · SVC-10004");
    expect(card.textContent).toContain("expected end not known yet");
  });

  it("says all is running normally, with the last incident, when nothing affects them", async () => {
    fake.currentIncidents = loaded({
      incidents: [],
      total: 0,
      last_incident: {
        id: "3",
        reference: "INC-2026-0074",
        title: "AWS eu-west-2 Cloud Connect unavailable",
        started_at: "2026-11-01T08:00:00.000Z",
        resolved_at: "2026-11-01T11:42:00.000Z",
        link: "/support/outages/3",
      },
    });
    renderPrivate("/dashboard");
    const card = await screen.findByRole("region", { name: "Affecting your services now" });
    expect(card.textContent).toContain("All your services are running normally.");
    expect(card.textContent).toContain("Nov 01, 2026");
    expect(within(card).getByRole("link", { name: "INC-2026-0074" })).toBeTruthy();
  });

  it("is not shown, and not asked for, without the support permission", async () => {
    signedInAs(PERMISSION_SETS.billing);
    renderPrivate("/dashboard");
    await screen.findByRole("heading", { name: "At a glance" });
    expect(screen.queryByRole("region", { name: "Affecting your services now" })).toBeNull();
  });
});

describe("dashboard", () => {
  it("greets the user by first name for the local time, with the company and the title", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 15));
    // The portal reads the faked Date itself here, not the run's pinned clock (setup.ts).
    setPortalClock(systemClock);
    onTestFinished(() => setPortalClock(testClock));
    signedInAs(PERMISSION_SETS.admin, { firstname: "Alice", company_name: "Acme Networks" });
    renderPrivate("/dashboard");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Good morning, Alice" }),
    ).toBeTruthy();
    expect(screen.getByRole("main").textContent).toContain("Acme Networks");
    await waitFor(() => expect(document.title).toBe("Conduit Portal | Dashboard"));
  });

  it("shows the counts from /statistics, users only when present", async () => {
    fake.statistics = loaded({
      notifications: { total: 12, unread: 3 },
      users: { active: 5, invited: 2, inactive: 1 },
    });
    renderPrivate("/dashboard");
    await screen.findByRole("heading", { name: "At a glance" });
    expect(figure("Unread notifications")).toBe("3");
    expect(figure("All notifications")).toBe("12");
    expect(figure("Active users")).toBe("5");
    expect(figure("Invited users")).toBe("2");
  });

  it("has no user tiles for someone the server gives no user counts", async () => {
    signedInAs(PERMISSION_SETS.billing);
    fake.statistics = loaded({ notifications: { total: 4, unread: 0 } });
    renderPrivate("/dashboard");
    await screen.findByRole("heading", { name: "At a glance" });
    expect(figure("Unread notifications")).toBe("0");
    expect(screen.queryByText("Active users")).toBeNull();
  });

  it("waits for its figures behind one loading state, then offers a retry when the counts fail", async () => {
    fake.statistics = pending();
    const first = renderPrivate("/dashboard");
    const loading = await screen.findByText("Loading your dashboard…");
    expect(loading.closest("[role=status]")).not.toBeNull();
    // Nothing of the content shows while a part of it is still on its way.
    expect(screen.queryByRole("heading", { name: "At a glance" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Your account manager" })).toBeNull();
    first.unmount();

    const failure = failed<never>("Network error: the server could not be reached.");
    fake.statistics = failure;
    renderPrivate("/dashboard");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Network error: the server could not be reached.");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(failure.refetch).toHaveBeenCalledTimes(1);
  });

  it("counts the services by status, each figure opening the list with that status", async () => {
    fake.serviceMonitoring = loaded({
      total: 9,
      // Out of lifecycle order on purpose: the card lists them in lifecycle order.
      by_status: [
        { status: "ceased", count: 1 },
        { status: "active", count: 7 },
        { status: "pending", count: 1 },
      ],
      groups: [],
    });
    renderPrivate("/dashboard");
    const card = (await screen.findByRole("heading", { name: "Your services" })).closest(
      "section",
    ) as HTMLElement;
    expect(card.textContent).toContain("9 services in all");
    const links = within(within(card).getByRole("list", { name: "Services by status" }))
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["1Pending", "/services?status=pending"],
      ["7Active", "/services?status=active"],
      ["1Ceased", "/services?status=ceased"],
    ]);
    expect(within(card).getByRole("link", { name: "All services" }).getAttribute("href")).toBe(
      "/services",
    );
  });

  it("has no services card for someone without the services permission", async () => {
    signedInAs(PERMISSION_SETS.support);
    fake.serviceMonitoring = failed<never>("must not be asked");
    renderPrivate("/dashboard");
    await screen.findByRole("heading", { name: "At a glance" });
    expect(screen.queryByRole("heading", { name: "Your services" })).toBeNull();
  });

  it("offers a retry when the services cannot be counted", async () => {
    const failure = failed<never>("Network error: the server could not be reached.");
    fake.serviceMonitoring = failure;
    renderPrivate("/dashboard");
    const card = (await screen.findByRole("heading", { name: "Your services" })).closest(
      "section",
    ) as HTMLElement;
    const alert = within(card).getByRole("alert");
    expect(alert.textContent).toContain("Network error: the server could not be reached.");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(failure.refetch).toHaveBeenCalledTimes(1);
  });

  it("shows the billing figures, each opening the filtered invoices or the latest invoice", async () => {
    const gbp = (amount: string) => ({ amount, currency: "GBP" });
    fake.billingSummary = loaded({
      currency: "GBP",
      balance_due: gbp("2040.00"),
      open_count: 2,
      overdue_count: 1,
      overdue_amount: gbp("1020.00"),
      latest_invoice: {
        id: "INV-2026-0114",
        number: "INV-2026-0114",
        period_start: "2026-10-01",
        period_end: "2026-10-31",
        issue_date: "2026-11-01",
        due_date: "2026-12-01",
        status: "open",
        currency: "GBP",
        subtotal: gbp("850.00"),
        tax: gbp("170.00"),
        total: gbp("1020.00"),
        balance_due: gbp("1020.00"),
      },
      monthly_spend: [],
    });
    renderPrivate("/dashboard");
    const card = (await screen.findByRole("heading", { name: "Billing" })).closest(
      "section",
    ) as HTMLElement;
    const links = within(within(card).getByRole("list", { name: "Billing at a glance" }))
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["£2,040.00Balance due", "/billing/invoices?status=open,overdue,disputed"],
      ["£1,020.00Overdue (1 invoice)", "/billing/invoices?status=overdue"],
      ["£1,020.00Latest invoice INV-2026-0114", "/billing/invoices/INV-2026-0114"],
    ]);
  });

  it("has no billing card without the billing permission", async () => {
    signedInAs(PERMISSION_SETS.support);
    fake.billingSummary = failed<never>("must not be asked");
    renderPrivate("/dashboard");
    await screen.findByRole("heading", { name: "At a glance" });
    expect(screen.queryByRole("heading", { name: "Billing" })).toBeNull();
  });

  it("shows the account manager with phone and e-mail links", async () => {
    fake.accountManager = loaded({
      name: "Morgan Reid",
      phone: "+44 20 7946 0102",
      email: "morgan.reid@conduit.test",
    });
    renderPrivate("/dashboard");
    const card = (await screen.findByRole("heading", { name: "Your account manager" }))
      .parentElement as HTMLElement;
    expect(card.textContent).toContain("Morgan Reid");
    expect(
      within(card)
        .getByRole("link", { name: /\+44 20 7946 0102/ })
        .getAttribute("href"),
    ).toBe("tel:+442079460102");
    expect(
      within(card)
        .getByRole("link", { name: /morgan.reid@conduit.test/ })
        .getAttribute("href"),
    ).toBe("mailto:morgan.reid@conduit.test");
  });

  it("says when no account manager is assigned yet", async () => {
    fake.accountManager = loaded(null);
    renderPrivate("/dashboard");
    expect(await screen.findByText("Your account manager will be assigned soon.")).toBeTruthy();
  });

  it("lists the five latest notifications and marks one read when opened", async () => {
    const items = Array.from({ length: 7 }, (_, index) =>
      notification({ message: `Event ${index + 1}`, total_unread: 7, url: `/services/${index}` }),
    );
    const menu = menuWith(items);
    const { router } = renderPrivate("/dashboard");
    const section = (await screen.findByRole("heading", { name: "Recent notifications" })).closest(
      "section",
    ) as HTMLElement;
    const links = within(section).getAllByRole("link", { name: /Event/ });
    expect(links.map((link) => link.textContent?.match(/Event \d/)?.[0])).toEqual([
      "Event 1",
      "Event 2",
      "Event 3",
      "Event 4",
      "Event 5",
    ]);
    await userEvent.setup().click(links[1] as HTMLElement);
    expect(menu.markRead).toHaveBeenCalledWith(items[1]?.id);
    await waitFor(() => expect(router.state.location.pathname).toBe("/services/1"));
  });

  it("shows the empty state when there are no notifications", async () => {
    menuWith([]);
    renderPrivate("/dashboard");
    const section = (await screen.findByRole("heading", { name: "Recent notifications" })).closest(
      "section",
    ) as HTMLElement;
    expect(section.textContent).toContain("You are all caught up.");
    expect(section.textContent).toContain("Notifications will appear here when available.");
  });
});
