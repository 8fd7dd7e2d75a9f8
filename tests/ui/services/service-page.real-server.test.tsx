import "../private/harness/dom-stubs.ts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { utcToday } from "../../../src/core/api/calendar-date.ts";
import { LOA_PORT_GONE } from "../../../src/core/api/services/loa-rules.ts";
import { borrowRealServer } from "../../adapters/harness/api-server.ts";
import { stopPortals } from "../../adapters/harness/portal-harness.tsx";
import { testNow } from "../../harness/test-clock.ts";
import {
  accessOf,
  callApi,
  preloadSupportRoutes,
  renderSupportAt,
  SERVER_WAIT,
} from "../support-desk/support-desk-harness.tsx";

// /services/:id/* on the real adapters against the real API server's demo estate.
const server = borrowRealServer({ at: "/support" });

interface ServiceRow {
  readonly id: string;
  readonly name: string;
  readonly custom_name: string | null;
  readonly type: string;
  readonly status: string;
  readonly children_count: number;
}

beforeAll(preloadSupportRoutes, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => {
  stopPortals();
  cleanup();
});

async function asAdmin<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  return callApi<T>(server, await accessOf(server, "admin@acme.test"), path, init);
}

/** Acme's services matching a query, all on one page. */
async function services(query: string): Promise<ReadonlyArray<ServiceRow>> {
  return (await asAdmin<{ results: ServiceRow[] }>(`/services?${query}&limit=100`)).results;
}

/** A day `days` after today (UTC), as a date field holds it. */
function dayFromToday(days: number): string {
  return utcToday(new Date(testNow().getTime() + days * 86_400_000));
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe("a service's overview", () => {
  it("shows a port with its names, location, port facts, states, contract and connections", async () => {
    const port = await asAdmin<{
      id: string;
      name: string;
      custom_name: string | null;
      children_count: number;
      port: { demarcation: string; media: string };
      a_end: { location: { name: string } };
    }>("/services/SVC-10001");
    const children = await asAdmin<{ results: ServiceRow[] }>("/services/SVC-10001/child");
    await renderSupportAt(server, "admin@acme.test", "/services/SVC-10001");
    const heading = await screen.findByRole(
      "heading",
      { level: 1, name: port.custom_name ?? port.name },
      SERVER_WAIT,
    );
    expect(heading).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe(`Conduit Portal | ${port.custom_name ?? port.name}`),
    );
    const main = screen.getByRole("main");
    for (const text of [
      port.name,
      port.port.demarcation,
      port.port.media,
      port.a_end.location.name,
      "Monthly charge (MRC)",
      "Path status",
    ]) {
      expect(main.textContent).toContain(text);
    }
    const tabs = screen.getByRole("navigation", { name: "Service" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Overview", "/services/SVC-10001"],
      ["Metrics", "/services/SVC-10001/metrics"],
      ["Tickets", "/services/SVC-10001/tickets"],
      ["Maintenances", "/services/SVC-10001/maintenances"],
      ["Outages", "/services/SVC-10001/outages"],
    ]);
    expect(port.children_count).toBeGreaterThan(0);
    const connections = await screen.findByRole("table", { name: "Connections over this service" });
    for (const child of children.results) {
      expect(
        within(connections)
          .getByRole("link", { name: child.custom_name ?? child.name })
          .getAttribute("href"),
      ).toBe(`/services/${child.id}`);
    }
    // Writers get the three controls.
    expect(screen.getByRole("button", { name: "Rename" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download LOA" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Request cease" })).toBeTruthy();
  });

  it("links a connection to its parent port", async () => {
    const child = (await asAdmin<{ results: ServiceRow[] }>("/services/SVC-10001/child"))
      .results[0];
    if (child === undefined) throw new Error("SVC-10001 has no connection");
    await renderSupportAt(server, "viewer@acme.test", `/services/${child.id}`);
    const family = await screen.findByRole(
      "region",
      { name: "Parent and connections" },
      SERVER_WAIT,
    );
    expect(
      within(family)
        .getByRole("link", { name: /SVC-10001/ })
        .getAttribute("href"),
    ).toBe("/services/SVC-10001");
  });

  it("offers no LOA for a port that cannot have a valid one, and says why", async () => {
    await renderSupportAt(server, "admin@acme.test", "/services/SVC-10013");
    const actions = await screen.findByRole("region", { name: "Actions" }, SERVER_WAIT);
    expect(within(actions).queryByRole("button", { name: "Download LOA" })).toBeNull();
    expect(actions.textContent).toContain(LOA_PORT_GONE);
  });

  it("shows a viewer the service without rename, LOA or cease", async () => {
    await renderSupportAt(server, "viewer@acme.test", "/services/SVC-10001");
    await screen.findByRole("region", { name: "About this service" }, SERVER_WAIT);
    expect(screen.queryByRole("button", { name: "Rename" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Download LOA" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Request cease" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Actions" })).toBeNull();
  });

  it("answers another company's service with 'Not found.' and the way back, and no retry", async () => {
    await renderSupportAt(server, "admin@globex.test", "/services/SVC-10001");
    expect(await screen.findByText("Not found.", {}, SERVER_WAIT)).toBeTruthy();
    // Asking again cannot find it: no "Try again" beside a 404.
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the services" }).getAttribute("href")).toBe(
      "/services",
    );
    expect(screen.queryByText("LON1-LD8 Port 10G")).toBeNull();
  });

  it("answers a service that does not exist with 'Not found.' and the way back, and no retry", async () => {
    await renderSupportAt(server, "admin@acme.test", "/services/does-not-exist");
    const alert = await screen.findByRole("alert", {}, SERVER_WAIT);
    expect(within(alert).getByText("Not found.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the services" })).toBeTruthy();
  });

  it("shows 'Page not found' for a tab that does not exist", async () => {
    await renderSupportAt(server, "admin@acme.test", "/services/SVC-10001/nothing-here");
    expect(
      await screen.findByRole("heading", { name: "Page not found" }, SERVER_WAIT),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Conduit Portal | Page not found"));
  });
});

describe("renaming in place", () => {
  it("refuses a blank or too long name before sending, and the server's refusal on the field, keeping what was typed", async () => {
    const target = (await services("type=port&status=active")).find(
      (service) => service.id !== "SVC-10001",
    );
    if (target === undefined) throw new Error("Acme has one active port only");
    const { user } = await renderSupportAt(server, "admin@acme.test", `/services/${target.id}`);
    await user.click(await screen.findByRole("button", { name: "Rename" }, SERVER_WAIT));
    const input = field("Your name for this service");

    await user.clear(input);
    await user.type(input, "   ");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please fill in this field.")).toBeTruthy();

    const long = "x".repeat(121);
    fireEvent.change(input, { target: { value: long } });
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(
      await screen.findByText("Ensure this field has no more than 120 characters."),
    ).toBeTruthy();
    expect(input.value).toBe(long);

    // A NUL character passes the length rule but not the server's plain-text check.
    fireEvent.change(input, { target: { value: "Edge\u0000router" } });
    await user.click(screen.getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"), SERVER_WAIT);
    expect(input.value).toBe("Edge\u0000router");
    expect(
      (await asAdmin<{ custom_name: string | null }>(`/services/${target.id}`)).custom_name,
    ).toBe(target.custom_name);

    fireEvent.change(input, { target: { value: "  Core uplink, Slough  " } });
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Core uplink, Slough" }, SERVER_WAIT),
    ).toBeTruthy();
    expect(screen.getByText("The new name is saved.")).toBeTruthy();
    expect((await asAdmin<{ custom_name: string }>(`/services/${target.id}`)).custom_name).toBe(
      "Core uplink, Slough",
    );

    // And back to the provider's name.
    await user.click(screen.getByRole("button", { name: "Rename" }));
    await user.click(screen.getByRole("button", { name: "Use the provider's name" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: target.name }, SERVER_WAIT),
    ).toBeTruthy();
  });
});

describe("asking to cease", () => {
  it("checks the date first, keeps the form when the server refuses, and records a good request", async () => {
    const [raced, ceased] = (await services("status=active")).filter(
      (service) => service.id !== "SVC-10001" && service.children_count === 0,
    );
    if (raced === undefined || ceased === undefined) throw new Error("too few active services");
    const reasons = await asAdmin<{ results: { id: string; label: string }[] }>("/cease-reasons");
    const reason = reasons.results[0];
    if (reason === undefined) throw new Error("no cease reasons");

    const { user } = await renderSupportAt(server, "admin@acme.test", `/services/${raced.id}`);
    await user.click(await screen.findByRole("button", { name: "Request cease" }, SERVER_WAIT));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("option", { name: reason.label }, SERVER_WAIT);
    await user.selectOptions(within(dialog).getByLabelText("Reason"), reason.id);
    fireEvent.change(within(dialog).getByLabelText("Cease date"), {
      target: { value: dayFromToday(-1) },
    });
    await user.type(
      within(dialog).getByLabelText("Note for the provider (optional)"),
      "Moving out",
    );
    await user.click(within(dialog).getByRole("button", { name: "Request cease" }));
    expect(within(dialog).getByText("The cease date cannot be in the past.")).toBeTruthy();

    // Someone else asks first, behind this page's back: the server refuses the second.
    const date = dayFromToday(30);
    await asAdmin("/cease_orders", {
      method: "POST",
      body: { service: raced.id, reason: reason.id, cease_date: date },
    });
    fireEvent.change(within(dialog).getByLabelText("Cease date"), { target: { value: date } });
    await user.click(within(dialog).getByRole("button", { name: "Request cease" }));
    const refusal = await within(dialog).findByRole("alert", {}, SERVER_WAIT);
    expect(refusal.textContent).toContain("The request was not sent");
    expect((within(dialog).getByLabelText("Reason") as HTMLSelectElement).value).toBe(reason.id);
    expect((within(dialog).getByLabelText("Cease date") as HTMLInputElement).value).toBe(date);
    expect(
      (within(dialog).getByLabelText("Note for the provider (optional)") as HTMLTextAreaElement)
        .value,
    ).toBe("Moving out");
    await user.click(within(dialog).getByRole("button", { name: "Keep the service" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    stopPortals();
    cleanup();

    const second = await renderSupportAt(server, "admin@acme.test", `/services/${ceased.id}`);
    await second.user.click(
      await screen.findByRole("button", { name: "Request cease" }, SERVER_WAIT),
    );
    const form = await screen.findByRole("dialog");
    await within(form).findByRole("option", { name: reason.label }, SERVER_WAIT);
    await second.user.selectOptions(within(form).getByLabelText("Reason"), reason.id);
    fireEvent.change(within(form).getByLabelText("Cease date"), { target: { value: date } });
    await second.user.click(within(form).getByRole("button", { name: "Request cease" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), SERVER_WAIT);
    const requests = await screen.findByRole("table", { name: "Cease requests" }, SERVER_WAIT);
    expect(requests.textContent).toContain(reason.label);
    expect(requests.textContent).toContain("Pending");
    await waitFor(() => expect(screen.getAllByText("Cancelling").length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Request cease" })).toBeNull();
    const orders = await asAdmin<{ results: { status: string; cease_date: string }[] }>(
      `/cease_orders?service=${ceased.id}`,
    );
    expect(orders.results.map((order) => [order.status, order.cease_date])).toEqual([
      ["pending", date],
    ]);

    // Withdrawn while pending: the service gets its status back and can be ceased again.
    await second.user.click(within(requests).getByRole("button", { name: "Withdraw request" }));
    await waitFor(() => expect(within(requests).getByText("Cancelled")).toBeTruthy(), SERVER_WAIT);
    expect(within(requests).queryByRole("button", { name: "Withdraw request" })).toBeNull();
    expect(await screen.findByRole("button", { name: "Request cease" }, SERVER_WAIT)).toBeTruthy();
    const after = await asAdmin<{ status: string }>(`/services/${ceased.id}`);
    expect(after.status).toBe("active");
  });
});

describe("a service's tickets, maintenances and outages", () => {
  it("lists the support desk's records of that service only", async () => {
    const tickets = await asAdmin<{ count: number; results: { id: string }[] }>(
      "/support/tickets?service=SVC-10001&limit=20",
    );
    expect(tickets.count).toBeGreaterThan(0);
    const { user, router } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/services/SVC-10001/tickets",
    );
    const table = await screen.findByRole(
      "table",
      { name: "Tickets about this service" },
      SERVER_WAIT,
    );
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(tickets.results.map((ticket) => ticket.id));
    // The service is fixed: no service column, no way to change it.
    expect(within(table).queryByRole("columnheader", { name: "Service" })).toBeNull();

    const maintenances = await asAdmin<{ count: number }>(
      "/maintenances?service=SVC-10001&limit=20",
    );
    await user.click(
      within(screen.getByRole("navigation", { name: "Service" })).getByRole("link", {
        name: "Maintenances",
      }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/services/SVC-10001/maintenances"),
    );
    if (maintenances.count === 0) {
      expect(await screen.findByText(/No maintenances/, {}, SERVER_WAIT)).toBeTruthy();
    } else {
      const list = await screen.findByRole(
        "table",
        { name: "Maintenances of this service" },
        SERVER_WAIT,
      );
      expect(within(list).getAllByRole("rowheader")).toHaveLength(maintenances.count);
    }
  });
});
