import "../private/harness/dom-stubs.ts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDisplayDate } from "../../../src/core/format/display-date.ts";
import { borrowRealServer } from "../../adapters/harness/api-server.ts";
import { stopPortals } from "../../adapters/harness/portal-harness.tsx";
import { testNow } from "../../harness/test-clock.ts";
import {
  accessOf,
  callApi,
  preloadSupportRoutes,
  renderSupportAt,
  SERVER_WAIT,
  startGateway,
} from "./support-desk-harness.tsx";

// Maintenances and outages, their lists and details, on the real adapters against the real
// API server's demo data (server/src/db/seed/events-*.ts).
const server = borrowRealServer({ at: "/support" });

interface Listed {
  readonly id: string;
  readonly reference: string;
}
interface Page<T> {
  readonly count: number;
  readonly results: ReadonlyArray<T>;
}
interface MaintenanceDetail extends Listed {
  readonly title: string;
  readonly window_start: string;
  readonly window_end: string;
  readonly impact: string;
  readonly services: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}
interface OutageDetail extends Listed {
  readonly title: string;
  readonly root_cause: string | null;
  readonly resolution: string | null;
  readonly notices: ReadonlyArray<{ readonly message: string }>;
  readonly rfo_documents: ReadonlyArray<{ readonly name: string }>;
}

/** What Acme's admin sees of the demo events, read over HTTP. */
const acme = {
  maintenances: [] as Listed[],
  outages: [] as Listed[],
};

function byNumber(items: ReadonlyArray<Listed>, number: string): Listed {
  const found = items.find((item) => item.reference.endsWith(`-${number}`));
  if (found === undefined) throw new Error(`no event numbered ${number}`);
  return found;
}

beforeAll(async () => {
  await preloadSupportRoutes();
  const access = await accessOf(server, "admin@acme.test");
  const [maintenances, outages] = await Promise.all([
    callApi<Page<Listed>>(server, access, "/maintenances?limit=50"),
    callApi<Page<Listed>>(server, access, "/outages?limit=50"),
  ]);
  acme.maintenances = [...maintenances.results];
  acme.outages = [...outages.results];
}, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => {
  stopPortals();
  vi.restoreAllMocks();
});

/** The value of a fact ("Starts", "Location"...) of a description list. */
function fact(container: HTMLElement, term: string): HTMLElement {
  const dt = within(container).getByText(term, { selector: "dt" });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

function section(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

/** The references of a table's rows (each row is headed by its link). */
function rowReferences(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent ?? "");
}

describe("the support overview", () => {
  it("shows open tickets, upcoming maintenances and ongoing outages, each linking to its list", async () => {
    const { router, user } = await renderSupportAt(server, "admin@acme.test", "/support");
    expect(await screen.findByRole("heading", { level: 1, name: "Support" }, SERVER_WAIT));
    // Each card says it is loading until the server answers.
    expect(screen.getByText("Loading open tickets…")).toBeTruthy();

    const tickets = await screen.findByRole("list", { name: "Open tickets" }, SERVER_WAIT);
    const ticketLinks = within(tickets).getAllByRole("link");
    expect(ticketLinks.length).toBeGreaterThan(0);
    expect(ticketLinks.length).toBeLessThanOrEqual(5);
    for (const link of ticketLinks) expect(link.textContent).toMatch(/^SUP-\d+: /);
    // Only unresolved tickets.
    expect(tickets.textContent).not.toMatch(/Resolved|Closed/);

    const maintenances = await screen.findByRole("list", { name: "Upcoming maintenances" });
    const upcoming = within(maintenances)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(upcoming).toContain(
      `${byNumber(acme.maintenances, "0160").reference}: Emergency fibre repair between LON1 and AMS5`,
    );
    expect(upcoming).toContain(
      `${byNumber(acme.maintenances, "0142").reference}: Line card replacement on the LON1-LD8 edge router`,
    );
    expect(maintenances.textContent).not.toMatch(/Completed|Cancelled/);
    expect(
      screen.getByRole("heading", { level: 2, name: /^Upcoming maintenances \(\d+\)$/ }),
    ).toBeTruthy();

    const outages = await screen.findByRole("list", { name: "Ongoing outages" });
    expect(
      within(outages)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([`${byNumber(acme.outages, "0087").reference}: Packet loss on the LON1-AMS5 EVPL`]);
    expect(
      screen.getByRole("heading", { level: 2, name: /^Ongoing outages ?\(1\)$/ }),
    ).toBeTruthy();

    // The admin may write: the page offers a new ticket.
    expect(screen.getByRole("link", { name: "New ticket" }).getAttribute("href")).toBe(
      "/support/tickets/create",
    );

    await user.click(screen.getByRole("link", { name: "View all upcoming maintenances" }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        "/support/maintenances?state=scheduled%2Cin_progress",
      ),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Maintenances" })).toBeTruthy();
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe(
      "scheduled,in_progress",
    );
    const table = await screen.findByRole("table", { name: "Maintenances" }, SERVER_WAIT);
    expect(rowReferences(table).sort()).toEqual(
      acme.maintenances
        // 0175: the core network upgrade the site banner announces.
        .filter((item) => /-(0142|0151|0160|0170|0175)$/.test(item.reference))
        .map((item) => item.reference)
        .sort(),
    );
  });

  it("shows a card that could not be loaded as such, and loads it again on request", async () => {
    const gateway = await startGateway(server.url);
    try {
      gateway.failing.add("/v2/outages");
      const { user } = await renderSupportAt(server, "admin@acme.test", "/support", {
        apiBaseUrl: gateway.url,
      });
      const outages = await screen.findByRole("region", { name: /^Ongoing outages/ }, SERVER_WAIT);
      const alert = await within(outages).findByRole("alert", {}, SERVER_WAIT);
      // A 502 without a body: a sentence for the status, not a bare reason phrase.
      expect(
        within(alert).getByText("The portal could not reach its server. Try again in a moment."),
      ).toBeTruthy();
      // The other cards are not held up by the failed one.
      expect(await screen.findByRole("list", { name: "Open tickets" }, SERVER_WAIT)).toBeTruthy();
      expect(
        await screen.findByRole("list", { name: "Upcoming maintenances" }, SERVER_WAIT),
      ).toBeTruthy();

      gateway.failing.clear();
      await user.click(within(alert).getByRole("button", { name: "Try again" }));
      expect(
        await within(outages).findByRole("list", { name: "Ongoing outages" }, SERVER_WAIT),
      ).toBeTruthy();
      expect(within(outages).queryByRole("alert")).toBeNull();
    } finally {
      stopPortals();
      await gateway.close();
    }
  });

  it("offers no new ticket to a view-only user", async () => {
    await renderSupportAt(server, "viewer@acme.test", "/support");
    expect(await screen.findByRole("list", { name: "Open tickets" }, SERVER_WAIT)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "New ticket" })).toBeNull();
  });
});

describe("maintenances", () => {
  it("lists the company's maintenances, filters them by state in the address, and says when none match", async () => {
    const { router, user } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/support/maintenances",
    );
    expect(await screen.findByText("Loading maintenances…", {}, SERVER_WAIT)).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Maintenances" }, SERVER_WAIT);
    expect(rowReferences(table).sort()).toEqual(acme.maintenances.map((m) => m.reference).sort());
    expect(
      screen.getByText(
        `Showing 1–${acme.maintenances.length} of ${acme.maintenances.length} maintenances`,
      ),
    ).toBeTruthy();
    // Only Acme's: none of Globex's maintenances.
    expect(table.textContent).not.toMatch(/SVC-2/);

    await user.selectOptions(screen.getByLabelText("State"), "Completed");
    await waitFor(() => expect(router.state.location.search).toBe("?state=completed"));
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Maintenances" }))
          .getAllByRole("row")
          .slice(1)
          .every((row) => row.textContent?.includes("Completed")),
      ).toBe(true),
    );
    expect(rowReferences(screen.getByRole("table", { name: "Maintenances" }))).toHaveLength(3);

    await user.type(screen.getByRole("searchbox", { name: "Search" }), "no such work anywhere");
    expect(
      await screen.findByText("No maintenances match these filters.", {}, SERVER_WAIT),
    ).toBeTruthy();
    expect(router.state.location.search).toBe("?state=completed&search=no+such+work+anywhere");
    // Clear filters (in the empty state) shows every maintenance again.
    const clearButtons = screen.getAllByRole("button", { name: "Clear filters" });
    await user.click(clearButtons[clearButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(
      rowReferences(await screen.findByRole("table", { name: "Maintenances" }, SERVER_WAIT)),
    ).toHaveLength(acme.maintenances.length);
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe("");
  });

  it("drops a filter value of the address it does not know, says so, and shows the list", async () => {
    const { router } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/support/maintenances?date_from=someday",
    );
    const notice = (await screen.findByText("Some filters were left out", {}, SERVER_WAIT)).closest(
      '[role="status"]',
    );
    expect(notice?.textContent).toContain("Some filters were left out");
    expect(notice?.textContent).toContain('"someday"');
    expect(await screen.findByRole("table", { name: "Maintenances" }, SERVER_WAIT)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(""), SERVER_WAIT);
    expect(screen.queryByText("Bad Request")).toBeNull();
  });

  it("shows a maintenance's window, impact and affected services", async () => {
    const listed = byNumber(acme.maintenances, "0142");
    const access = await accessOf(server, "admin@acme.test");
    const detail = await callApi<MaintenanceDetail>(server, access, `/maintenances/${listed.id}`);
    const { user, router } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/support/maintenances",
    );
    const table = await screen.findByRole("table", { name: "Maintenances" }, SERVER_WAIT);
    await user.click(within(table).getByRole("link", { name: listed.reference }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/support/maintenances/${listed.id}`),
    );

    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: `${listed.reference}: ${detail.title}` },
        SERVER_WAIT,
      ),
    ).toBeTruthy();
    expect(document.title).toContain(listed.reference);
    const details = section("Details");
    // As drawn a moment ago or now: a relative time ("in 3 hours") floors, so it may turn
    // ("in 2 hours") between the page's render and this line.
    const now = testNow().getTime();
    for (const [term, value] of [
      ["Starts", detail.window_start],
      ["Ends", detail.window_end],
    ] as const) {
      const time = fact(details, term).querySelector("time");
      expect(time?.getAttribute("datetime")).toBe(value);
      const drawn = [now - 60_000, now].map((at) =>
        formatDisplayDate(value, { now: new Date(at) }),
      );
      expect(drawn).toContain(time?.textContent);
    }
    expect(fact(details, "Location").textContent).toBe("LON1 - Equinix LD8, Slough");
    expect(section("Impact").textContent).toContain(detail.impact);
    expect(section("What will be done").textContent).toContain("replace a line card");
    const services = within(section("Affected services")).getByRole("list", {
      name: "Affected services",
    });
    expect(
      within(services)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(detail.services.map((service) => `${service.name} ${service.id}`));
    expect(
      within(section("Updates")).getByText("Maintenance scheduled and customers notified."),
    ).toBeTruthy();
    // The page's own badges: scheduled, planned, degraded.
    const header = screen.getByRole("heading", { level: 1 }).parentElement as HTMLElement;
    expect(header.textContent).toMatch(/Scheduled.*Planned.*Degraded/);
  });

  it("says a cancelled maintenance is cancelled, with the reason its cancellation gave", async () => {
    const cancelled = byNumber(acme.maintenances, "0133");
    await renderSupportAt(server, "admin@acme.test", `/support/maintenances/${cancelled.id}`);
    const title = await screen.findByText("This maintenance is cancelled", {}, SERVER_WAIT);
    const notice = title.closest('[role="status"]');
    expect(notice?.textContent).toContain("the amplifier passed the vendor's field test.");
    expect(notice?.textContent).not.toContain("Cancelled:");
  });

  it("answers a maintenance that is not there, or another company's, with 'Not found.'", async () => {
    const acmeMaintenance = byNumber(acme.maintenances, "0142");
    await renderSupportAt(
      server,
      "admin@globex.test",
      `/support/maintenances/${acmeMaintenance.id}`,
    );
    expect(await screen.findByText("Loading the maintenance…", {}, SERVER_WAIT)).toBeTruthy();
    const alert = await screen.findByRole("alert", {}, SERVER_WAIT);
    expect(within(alert).getByText("Not found.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the maintenances" })).toBeTruthy();
    expect(screen.queryByText(/Line card replacement/)).toBeNull();
  });
});

describe("outages", () => {
  it("lists the company's outages, ongoing and resolved, and filters them", async () => {
    const { router, user } = await renderSupportAt(server, "admin@acme.test", "/support/outages");
    expect(await screen.findByText("Loading outages…", {}, SERVER_WAIT)).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Outages" }, SERVER_WAIT);
    expect(rowReferences(table).sort()).toEqual(acme.outages.map((o) => o.reference).sort());
    const ongoing = byNumber(acme.outages, "0087");
    const ongoingRow = within(table).getByRole("link", { name: ongoing.reference }).closest("tr");
    expect(ongoingRow?.textContent).toContain("Ongoing");
    expect(ongoingRow?.textContent).toContain("Not yet");

    await user.selectOptions(screen.getByLabelText("State"), "Resolved");
    await waitFor(() => expect(router.state.location.search).toBe("?state=resolved"));
    await waitFor(() =>
      expect(rowReferences(screen.getByRole("table", { name: "Outages" }))).not.toContain(
        ongoing.reference,
      ),
    );
    expect(rowReferences(screen.getByRole("table", { name: "Outages" }))).toHaveLength(
      acme.outages.length - 1,
    );
  });

  it("says when no outage matches, and when a filter value is unknown", async () => {
    await renderSupportAt(
      server,
      "admin@acme.test",
      "/support/outages?search=nothing%20like%20this",
    );
    expect(
      await screen.findByText("No outages match these filters.", {}, SERVER_WAIT),
    ).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe(
      "nothing like this",
    );
    cleanup();
    stopPortals();
    await renderSupportAt(server, "admin@acme.test", "/support/outages?state=exploded");
    const notice = (await screen.findByText("Some filters were left out", {}, SERVER_WAIT)).closest(
      '[role="status"]',
    );
    expect(notice?.textContent).toContain('State "exploded"');
    expect(await screen.findByRole("table", { name: "Outages" }, SERVER_WAIT)).toBeTruthy();
    expect(screen.queryByText("Bad Request")).toBeNull();
  });

  it("leads back from a page past the end of the list", async () => {
    const { router, user } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/support/outages?page=9",
    );
    expect(
      await screen.findByText("This page is past the end of the list.", {}, SERVER_WAIT),
    ).toBeTruthy();
    expect(screen.queryByText("No outages.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Back to the first page" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(
      rowReferences(await screen.findByRole("table", { name: "Outages" }, SERVER_WAIT)),
    ).toHaveLength(acme.outages.length);
  });

  it("shows an outage's notices, root cause and resolution, and downloads its RFO report as a PDF", async () => {
    const listed = byNumber(acme.outages, "0074");
    const access = await accessOf(server, "admin@acme.test");
    const detail = await callApi<OutageDetail>(server, access, `/outages/${listed.id}`);
    const { user } = await renderSupportAt(
      server,
      "admin@acme.test",
      `/support/outages/${listed.id}`,
    );
    expect(await screen.findByText("Loading the outage…")).toBeTruthy();
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: `${listed.reference}: AWS eu-west-2 Cloud Connect unavailable` },
        SERVER_WAIT,
      ),
    ).toBeTruthy();
    const notices = within(section("Notices")).getByRole("list", { name: "Notices" });
    expect(
      within(notices)
        .getAllByRole("listitem")
        .map((item) => item.querySelectorAll("p")[1]?.textContent),
    ).toEqual(detail.notices.map((notice) => notice.message));
    expect(section("Root cause").textContent).toContain(detail.root_cause);
    expect(section("Resolution").textContent).toContain(detail.resolution);
    expect(fact(section("Details"), "Location").textContent).toBe("Telehouse North, London");
    expect(fact(section("Details"), "Resolved").querySelector("time")).not.toBeNull();
    expect(
      within(section("Affected services")).getByText(/AWS eu-west-2 Cloud Connect 1G/),
    ).toBeTruthy();

    const name = detail.rfo_documents[0]?.name ?? "";
    expect(name).toBe(`RFO ${listed.reference}.pdf`);
    const saved: Blob[] = [];
    const savedNames: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return "blob:rfo";
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      savedNames.push(this.download);
    });
    const reports = within(section("Reason for outage")).getByRole("list", { name: "RFO reports" });
    await user.click(within(reports).getByRole("button", { name: `Download ${name}` }));
    await waitFor(() => expect(saved).toHaveLength(1), SERVER_WAIT);
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(savedNames).toEqual([name]);
    expect(within(section("Reason for outage")).queryByRole("alert")).toBeNull();
  });

  it("says what is not known yet about an ongoing outage", async () => {
    const listed = byNumber(acme.outages, "0087");
    await renderSupportAt(server, "viewer@acme.test", `/support/outages/${listed.id}`);
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: `${listed.reference}: Packet loss on the LON1-AMS5 EVPL` },
        SERVER_WAIT,
      ),
    ).toBeTruthy();
    expect(section("Root cause").textContent).toContain("Not established yet.");
    expect(section("Resolution").textContent).toContain("Not established yet.");
    expect(fact(section("Details"), "Resolved").textContent).toBe("Not yet");
    expect(section("Reason for outage").textContent).toContain(
      "The report is published once the investigation is complete.",
    );
  });

  it("answers another company's outage with 'Not found.'", async () => {
    const listed = byNumber(acme.outages, "0074");
    await renderSupportAt(server, "admin@globex.test", `/support/outages/${listed.id}`);
    const alert = await screen.findByRole("alert", {}, SERVER_WAIT);
    expect(within(alert).getByText("Not found.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Outage" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the outages" }).getAttribute("href")).toBe(
      "/support/outages",
    );
  });
});
