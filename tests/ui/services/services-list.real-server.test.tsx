import "../private/harness/dom-stubs.ts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { borrowRealServer } from "../../adapters/harness/api-server.ts";
import { stopPortals } from "../../adapters/harness/portal-harness.tsx";
import {
  accessOf,
  callApi,
  preloadSupportRoutes,
  renderSupportAt,
  SERVER_WAIT,
} from "../support-desk/support-desk-harness.tsx";

// /services, /services/other, /services/network and /services/contract on the real adapters
// against the real API server's demo estate.
const server = borrowRealServer({ at: "/support" });

interface ServicePage {
  readonly count: number;
  readonly results: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly custom_name: string | null;
    readonly type: string;
    readonly status: string;
  }>;
}

beforeAll(preloadSupportRoutes, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => stopPortals());

async function listed<T = ServicePage>(path: string): Promise<T> {
  return callApi<T>(server, await accessOf(server, "admin@acme.test"), path);
}

/** The service ids of a table's rows, read from the second line under each name. */
function idsOf(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.querySelector("span")?.textContent?.split(" · ").at(-1) ?? "");
}

describe("all services", () => {
  it("lists the company's services with type, status, location and speed, each linking to it", async () => {
    const expected = await listed("/services?offset=0&limit=25");
    const { router, user } = await renderSupportAt(server, "admin@acme.test", "/services");
    const table = await screen.findByRole("table", { name: "Services" }, SERVER_WAIT);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Service", "Type", "Status", "Location", "Speed"]);
    expect(idsOf(table)).toEqual(expected.results.map((service) => service.id));
    expect(screen.getByText(`${expected.count} services`, { exact: false })).toBeTruthy();
    expect(document.title).toBe("Conduit Portal | All Services");

    const all = await listed("/services?offset=0&limit=100");
    const renamed = all.results.find((service) => service.custom_name !== null);
    if (renamed === undefined) throw new Error("Acme has no renamed service");
    await user.type(screen.getByLabelText("Search services"), renamed.id);
    await waitFor(() =>
      expect(idsOf(screen.getByRole("table", { name: "Services" }))).toContain(renamed.id),
    );
    const link = within(screen.getByRole("table", { name: "Services" })).getByRole("link", {
      name: renamed.custom_name ?? "",
    });
    // The provider's name stays visible under the customer's own.
    expect(link.closest("th")?.textContent).toContain(renamed.name);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/services/${renamed.id}`));
  });

  it("filters by type and status in the address, and says when nothing matches", async () => {
    const ports = await listed("/services?type=port&status=active&offset=0&limit=25");
    const { router, user } = await renderSupportAt(server, "admin@acme.test", "/services");
    await screen.findByRole("table", { name: "Services" }, SERVER_WAIT);
    await user.selectOptions(screen.getByLabelText("Type"), "port");
    await user.selectOptions(screen.getByLabelText("Status"), "active");
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).toString()).toBe(
        "type=port&status=active",
      ),
    );
    await waitFor(async () =>
      expect(idsOf(await screen.findByRole("table", { name: "Services" }))).toEqual(
        ports.results.map((service) => service.id),
      ),
    );
    for (const row of within(screen.getByRole("table", { name: "Services" }))
      .getAllByRole("row")
      .slice(1)) {
      expect(row.textContent).toContain("Port");
      expect(row.textContent).toContain("Active");
    }

    await user.type(screen.getByLabelText("Search services"), "no such service anywhere");
    expect(
      await screen.findByText("No services match these filters.", {}, SERVER_WAIT),
    ).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("finds a service by its name and filters by location", async () => {
    const all = await listed("/services?offset=0&limit=100");
    const target = all.results.find((service) => service.type === "evpl");
    if (target === undefined) throw new Error("Acme has no EVPL");
    const { user } = await renderSupportAt(server, "admin@acme.test", "/services");
    await screen.findByRole("table", { name: "Services" }, SERVER_WAIT);
    await user.type(screen.getByLabelText("Search services"), target.id);
    await waitFor(() =>
      expect(idsOf(screen.getByRole("table", { name: "Services" }))).toEqual([target.id]),
    );

    const locations = await listed<{ results: { id: string; name: string }[] }>("/locations");
    const first = locations.results[0];
    if (first === undefined) throw new Error("no locations");
    const atFirst = await listed(`/services?location=${first.id}&offset=0&limit=25`);
    await user.clear(screen.getByLabelText("Search services"));
    await user.selectOptions(screen.getByLabelText("Location"), first.id);
    await waitFor(
      () =>
        expect(idsOf(screen.getByRole("table", { name: "Services" }))).toEqual(
          atFirst.results.map((service) => service.id),
        ),
      SERVER_WAIT,
    );
  });

  it("drops filter values it does not know, with a notice, and shows the list without them", async () => {
    const { router } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/services?status=melted&type=port",
    );
    const notice = await screen.findByText("Some filters were left out", {}, SERVER_WAIT);
    expect(notice.closest("[role=status]")?.textContent).toContain('Status "melted"');
    await waitFor(() => expect(router.state.location.search).toBe("?type=port"));
    const ports = await listed("/services?type=port&offset=0&limit=25");
    await waitFor(() =>
      expect(idsOf(screen.getByRole("table", { name: "Services" }))).toEqual(
        ports.results.map((service) => service.id),
      ),
    );
  });

  it("lists only the other services under /services/other, without a type filter", async () => {
    const others = await listed("/services?type=other&offset=0&limit=25");
    await renderSupportAt(server, "viewer@acme.test", "/services/other");
    const table = await screen.findByRole("table", { name: "Other services" }, SERVER_WAIT);
    expect(idsOf(table)).toEqual(others.results.map((service) => service.id));
    expect(screen.queryByLabelText("Type")).toBeNull();
    expect(
      within(screen.getByRole("navigation", { name: "Services" }))
        .getByRole("link", { name: "Other services" })
        .getAttribute("aria-current"),
    ).toBe("page");
  });

  it("sends someone without the services permission to no-permissions", async () => {
    const { router } = await renderSupportAt(server, "support@acme.test", "/services");
    await waitFor(
      () => expect(router.state.location.pathname).toBe("/no-permissions"),
      SERVER_WAIT,
    );
  });
});

describe("network services and contracts", () => {
  it("lists the network services and opens one with its member services", async () => {
    const networks = await listed<{
      count: number;
      results: { id: string; name: string }[];
    }>("/network-services?offset=0&limit=25");
    const first = networks.results[0];
    if (first === undefined) throw new Error("Acme has no network service");
    const detail = await listed<{ members: { id: string; name: string }[]; prefixes: string[] }>(
      `/network-services/${first.id}`,
    );
    const { router, user } = await renderSupportAt(server, "viewer@acme.test", "/services/network");
    const table = await screen.findByRole("table", { name: "Network services" }, SERVER_WAIT);
    expect(within(table).getAllByRole("rowheader")).toHaveLength(networks.results.length);
    await user.click(within(table).getByRole("link", { name: first.name }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/services/network/${first.id}`),
    );
    expect(await screen.findByRole("heading", { level: 1, name: first.name })).toBeTruthy();
    for (const member of detail.members) {
      expect(screen.getByRole("link", { name: member.name }).getAttribute("href")).toBe(
        `/services/${member.id}`,
      );
    }
    for (const prefix of detail.prefixes) expect(screen.getByText(prefix)).toBeTruthy();
  });

  it("lists the contract lines, filters them by status and opens one", async () => {
    const lines = await listed<{
      count: number;
      results: { id: string; contract_number: string; status: string; product: { name: string } }[];
    }>("/contracts/lines?offset=0&limit=25");
    const { router, user } = await renderSupportAt(server, "admin@acme.test", "/services/contract");
    const table = await screen.findByRole("table", { name: "Contract lines" }, SERVER_WAIT);
    expect(within(table).getAllByRole("rowheader")).toHaveLength(lines.results.length);

    const expiring = await listed<{ count: number }>("/contracts/lines?status=expiring&limit=25");
    await user.selectOptions(screen.getByLabelText("Status"), "expiring");
    await waitFor(() => expect(router.state.location.search).toBe("?status=expiring"));
    if (expiring.count === 0) {
      expect(await screen.findByText("No contract lines match these filters.")).toBeTruthy();
    } else {
      await waitFor(() =>
        expect(
          within(screen.getByRole("table", { name: "Contract lines" })).getAllByRole("rowheader"),
        ).toHaveLength(expiring.count),
      );
    }

    const first = lines.results[0];
    if (first === undefined) throw new Error("Acme has no contract line");
    await renderSupportAt(server, "admin@acme.test", `/services/contract/${first.id}`);
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: `${first.contract_number} · ${first.product.name}` },
        SERVER_WAIT,
      ),
    ).toBeTruthy();
    expect(screen.getByText("Monthly charge (MRC)")).toBeTruthy();
  });

  it("answers another company's network service and contract line with 'Not found.'", async () => {
    const networks = await listed<{ results: { id: string }[] }>("/network-services");
    const lines = await listed<{ results: { id: string }[] }>("/contracts/lines");
    await renderSupportAt(
      server,
      "admin@globex.test",
      `/services/network/${networks.results[0]?.id ?? ""}`,
    );
    expect(await screen.findByText("Not found.", {}, SERVER_WAIT)).toBeTruthy();
    stopPortals();
    cleanup();
    await renderSupportAt(
      server,
      "admin@globex.test",
      `/services/contract/${lines.results[0]?.id ?? ""}`,
    );
    expect(await screen.findByText("Not found.", {}, SERVER_WAIT)).toBeTruthy();
  });
});
