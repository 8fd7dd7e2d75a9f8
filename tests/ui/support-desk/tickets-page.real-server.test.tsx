import "../private/harness/dom-stubs.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { borrowRealServer } from "../../adapters/harness/api-server.ts";
import { stopPortals } from "../../adapters/harness/portal-harness.tsx";
import {
  accessOf,
  callApi,
  createTicketOverHttp,
  preloadSupportRoutes,
  renderSupportAt,
  SERVER_WAIT,
} from "./support-desk-harness.tsx";

// /support/tickets on the real adapters against the real API server's demo tickets.
const server = borrowRealServer({ at: "/support" });

interface TicketPage {
  readonly count: number;
  readonly results: ReadonlyArray<{ readonly id: string; readonly summary: string }>;
}

beforeAll(preloadSupportRoutes, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => stopPortals());

/** What the server lists for Acme's admin with this query. */
async function listed(query: string): Promise<TicketPage> {
  const access = await accessOf(server, "admin@acme.test");
  return callApi<TicketPage>(server, access, `/support/tickets?${query}`);
}

async function ticketTable(): Promise<HTMLElement> {
  return screen.findByRole("table", { name: "Tickets" }, SERVER_WAIT);
}

/** The issue keys of the table's rows, in order. */
function keysOf(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent ?? "");
}

function select(label: string): HTMLSelectElement {
  return screen.getByLabelText(label) as HTMLSelectElement;
}

function selectedText(label: string): string | undefined {
  const element = select(label);
  return element.selectedOptions[0]?.textContent ?? undefined;
}

describe("the tickets page", () => {
  it("lists the company's tickets, each linking to the ticket, and offers a new one to writers", async () => {
    const expected = await listed("offset=0&limit=20");
    const { router, user } = await renderSupportAt(server, "admin@acme.test", "/support/tickets");
    expect(await screen.findByText("Loading tickets…", {}, SERVER_WAIT)).toBeTruthy();
    const table = await ticketTable();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Ticket", "Summary", "Status", "Priority", "Service", "Updated"]);
    expect(keysOf(table)).toEqual(expected.results.map((ticket) => ticket.id));
    const first = expected.results[0];
    if (first === undefined) throw new Error("Acme has no ticket");
    const row = within(table).getByRole("link", { name: first.id }).closest("tr") as HTMLElement;
    expect(row.textContent).toContain(first.summary);
    expect(row.querySelector("time")).not.toBeNull();
    expect(screen.getByRole("link", { name: "New ticket" }).getAttribute("href")).toBe(
      "/support/tickets/create",
    );
    // Types and classifications are asked for only when their filters are shown.
    expect(screen.queryByLabelText("Request type")).toBeNull();

    await user.click(within(table).getByRole("link", { name: first.id }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/support/tickets/${first.id}`),
    );
  });

  it("reads the filters from the address and writes changes back to it", async () => {
    const { router, user } = await renderSupportAt(
      server,
      "viewer@acme.test",
      "/support/tickets?status=open&text=AWS",
    );
    const table = await ticketTable();
    expect(
      (screen.getByRole("searchbox", { name: /Search tickets/ }) as HTMLInputElement).value,
    ).toBe("AWS");
    expect(selectedText("Status")).toBe("Open");
    const expected = await listed("status=open&text=AWS");
    expect(keysOf(table)).toEqual(expected.results.map((ticket) => ticket.id));
    expect(expected.count).toBeGreaterThan(0);
    // A view-only user is not offered a new ticket.
    expect(screen.queryByRole("link", { name: "New ticket" })).toBeNull();

    await user.selectOptions(select("Status"), "Closed");
    await waitFor(() => expect(router.state.location.search).toBe("?status=closed&text=AWS"));
    const closed = await listed("status=closed&text=AWS");
    await waitFor(() =>
      expect(keysOf(screen.getByRole("table", { name: "Tickets" }))).toEqual(
        closed.results.map((ticket) => ticket.id),
      ),
    );

    const search = screen.getByRole("searchbox", { name: /Search tickets/ });
    await user.clear(search);
    await user.type(search, "Cross-connect");
    await waitFor(() =>
      expect(router.state.location.search).toBe("?status=closed&text=Cross-connect"),
    );
    const crossConnect = await listed("status=closed&text=Cross-connect");
    await waitFor(() =>
      expect(keysOf(screen.getByRole("table", { name: "Tickets" }))).toEqual(
        crossConnect.results.map((ticket) => ticket.id),
      ),
    );

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(selectedText("Status")).toBe("Any status");
    expect((search as HTMLInputElement).value).toBe("");
  });

  it("loads types and classifications when the address names them, and filters by them", async () => {
    const { harness, router, user } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/support/tickets?type=1&classification=2",
    );
    // "More filters" is open by itself, with the named type and classification chosen.
    await waitFor(() => expect(selectedText("Request type")).toBe("Technical issue"), SERVER_WAIT);
    await waitFor(() => expect(selectedText("Classification")).toBe("Packet loss"), SERVER_WAIT);
    expect(
      screen.getByRole("button", { name: "Fewer filters" }).getAttribute("aria-expanded"),
    ).toBe("true");
    expect(harness.calls).toContain("GET /v2/support/ticket-types");
    expect(harness.calls).toContain("GET /v2/support/ticket-classifications");
    const expected = await listed("type=1&classification=2");
    expect(keysOf(await ticketTable())).toEqual(expected.results.map((ticket) => ticket.id));
    const rows = within(screen.getByRole("table", { name: "Tickets" })).getAllByRole("row");
    for (const row of rows.slice(1))
      expect(row.textContent).toContain("Technical issue · Packet loss");

    // Another type clears the classification and loads that type's classifications.
    await user.selectOptions(select("Request type"), "Service request");
    await waitFor(() => expect(router.state.location.search).toBe("?type=2"));
    await waitFor(() =>
      expect(
        Array.from(select("Classification").options).map((option) => option.textContent),
      ).toContain("Speed change"),
    );
    expect(selectedText("Classification")).toBe("Any classification");
    const speedChange = await listedClassification("2", "Speed change");
    await user.selectOptions(select("Classification"), "Speed change");
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?type=2&classification=${speedChange}`),
    );
    const speed = await listed(router.state.location.search.slice(1));
    await waitFor(() =>
      expect(keysOf(screen.getByRole("table", { name: "Tickets" }))).toEqual(
        speed.results.map((ticket) => ticket.id),
      ),
    );
  });

  it("pages through the tickets, keeping the page in the address", async () => {
    // Two more tickets than fit on a page of 20.
    const access = await accessOf(server, "admin@acme.test");
    const before = await listed("offset=0&limit=1");
    const extra = Math.max(0, 22 - before.count);
    for (let index = 0; index < extra; index++) {
      await createTicketOverHttp(server, access, `Paging ticket ${index + 1}`);
    }
    const total = before.count + extra;
    const { router, user } = await renderSupportAt(server, "admin@acme.test", "/support/tickets");
    const table = await ticketTable();
    expect(keysOf(table)).toHaveLength(20);
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(pagination.textContent).toContain(`Showing 1–20 of ${total} tickets`);
    expect(
      (within(pagination).getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(within(pagination).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    const second = await listed("offset=20&limit=20");
    await waitFor(() =>
      expect(keysOf(screen.getByRole("table", { name: "Tickets" }))).toEqual(
        second.results.map((ticket) => ticket.id),
      ),
    );
    expect(screen.getByRole("navigation", { name: "Pagination" }).textContent).toContain(
      `Showing 21–${total} of ${total} tickets`,
    );
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);

    // A filter starts again from the first page.
    await user.selectOptions(select("Status"), "Open");
    await waitFor(() => expect(router.state.location.search).toBe("?status=open"));
  });

  it("says when no ticket matches the filters, and clears them", async () => {
    const { router, user } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/support/tickets?text=no%20such%20ticket%20anywhere",
    );
    expect(
      await screen.findByText("No tickets match these filters.", {}, SERVER_WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    const buttons = screen.getAllByRole("button", { name: "Clear filters" });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(keysOf(await ticketTable()).length).toBeGreaterThan(0);
  });

  it("leads back from a page past the end of the list", async () => {
    const { router, user } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/support/tickets?page=40",
    );
    const back = await screen.findByRole("button", { name: "Back to the first page" }, SERVER_WAIT);
    // The company has tickets: the page does not pretend otherwise.
    expect(screen.getByText("This page is past the end of the list.")).toBeTruthy();
    expect(screen.queryByText("No tickets yet.")).toBeNull();
    await user.click(back);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(keysOf(await ticketTable()).length).toBeGreaterThan(0);
  });

  it("drops a status of the address it does not know, says so, and lists the tickets", async () => {
    const { router } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/support/tickets?status=lost",
    );
    const notice = (await screen.findByText("Some filters were left out", {}, SERVER_WAIT)).closest(
      '[role="status"]',
    );
    expect(notice?.textContent).toContain('Status "lost"');
    expect(await screen.findByRole("table", { name: "Tickets" }, SERVER_WAIT)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(""), SERVER_WAIT);
    expect(screen.queryByText("Bad Request")).toBeNull();
  });
});

async function listedClassification(type: string, name: string): Promise<string | undefined> {
  const access = await accessOf(server, "admin@acme.test");
  const list = await callApi<{ results: ReadonlyArray<{ id: string; name: string }> }>(
    server,
    access,
    `/support/ticket-classifications?type=${type}`,
  );
  return list.results.find((classification) => classification.name === name)?.id;
}
