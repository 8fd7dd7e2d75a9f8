import "../private/harness/dom-stubs.ts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { borrowRealServer } from "../../adapters/harness/api-server.ts";
import { stopPortals } from "../../adapters/harness/portal-harness.tsx";
import {
  accessOf,
  callApi,
  renderSupportAt,
  SERVER_WAIT,
} from "../support-desk/support-desk-harness.tsx";

// The billing screens on the real adapters against the real API server's demo invoices.
const server = borrowRealServer({ at: "/support" });

interface InvoiceRow {
  readonly id: string;
  readonly number: string;
  readonly status: string;
  readonly lines: ReadonlyArray<{ readonly service: { readonly id: string } | null }>;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  stopPortals();
  cleanup();
});

const asAdmin = async <T,>(path: string): Promise<T> =>
  callApi<T>(server, await accessOf(server, "admin@acme.test"), path);

describe("the billing screens", () => {
  it("lists the invoices, filtered by the address, each linking to its page", async () => {
    const overdue = (await asAdmin<{ results: InvoiceRow[] }>("/invoices?status=overdue")).results;
    await renderSupportAt(server, "billing@acme.test", "/billing/invoices?status=overdue");
    const table = await screen.findByRole("table", { name: "Invoices" }, SERVER_WAIT);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ).toEqual(overdue.map((invoice) => `/billing/invoices/${invoice.id}`)),
    );
    expect(table.textContent).toContain("Overdue");
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("overdue");
  });

  it("shows a viewer the invoice's charges and why there is no download or dispute", async () => {
    const [latest] = (await asAdmin<{ results: InvoiceRow[] }>("/invoices?limit=1")).results;
    if (latest === undefined) throw new Error("no invoice");
    await renderSupportAt(server, "viewer@acme.test", `/billing/invoices/${latest.id}`);
    await screen.findByRole("heading", { level: 1, name: `Invoice ${latest.number}` }, SERVER_WAIT);
    const charges = await screen.findByRole("table", { name: "Charges" }, SERVER_WAIT);
    const detail = await asAdmin<InvoiceRow>(`/invoices/${latest.id}`);
    // The viewer may see services: each service's charge links to its page.
    const serviceIds = detail.lines.flatMap((line) => (line.service ? [line.service.id] : []));
    expect(
      within(charges)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(serviceIds.map((id) => `/services/${id}`));
    expect(screen.queryByRole("button", { name: "Download PDF" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Dispute this invoice" })).toBeNull();
    expect(screen.getByText(/needs the billing write permission/)).toBeTruthy();
  });

  it("gives the billing-only user the download and the dispute, and service names without links", async () => {
    const [latest] = (await asAdmin<{ results: InvoiceRow[] }>("/invoices?limit=1")).results;
    if (latest === undefined) throw new Error("no invoice");
    await renderSupportAt(server, "billing@acme.test", `/billing/invoices/${latest.id}`);
    await screen.findByRole("button", { name: "Download PDF" }, SERVER_WAIT);
    expect(screen.getByRole("button", { name: "Dispute this invoice" })).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Charges" })).queryAllByRole("link")).toEqual(
      [],
    );
  });

  it("shows the overview's balance, overdue figure and a year of spend", async () => {
    await renderSupportAt(server, "admin@acme.test", "/billing");
    const balance = await screen.findByRole("region", { name: "Balance due" }, SERVER_WAIT);
    expect(balance.textContent).toContain("£");
    expect(screen.getByRole("region", { name: "Overdue" }).textContent).toContain(
      "1 invoice is past due",
    );
    expect(
      within(screen.getByRole("list", { name: "Invoiced per month" })).getAllByRole("listitem"),
    ).toHaveLength(12);
  });
});

describe("the order form on the service page", () => {
  const firstService = async () => {
    const [service] = (await asAdmin<{ results: { id: string }[] }>("/services?limit=1")).results;
    if (service === undefined) throw new Error("no service");
    return service.id;
  };

  it("offers billing writers the order form through the download machine", async () => {
    const id = await firstService();
    await renderSupportAt(server, "admin@acme.test", `/services/${id}`);
    const contract = await screen.findByRole("region", { name: "Contract" }, SERVER_WAIT);
    const button = await within(contract).findByRole(
      "button",
      { name: "Download order form" },
      SERVER_WAIT,
    );
    expect(button).toBeTruthy();
    expect(contract.textContent).toContain("configuration, term and charges");
  });

  it("tells a viewer of the service why there is no order form", async () => {
    const id = await firstService();
    await renderSupportAt(server, "viewer@acme.test", `/services/${id}`);
    const contract = await screen.findByRole("region", { name: "Contract" }, SERVER_WAIT);
    expect(within(contract).queryByRole("button", { name: "Download order form" })).toBeNull();
    expect(contract.textContent).toContain(
      "Downloading the order form needs the billing write permission",
    );
  });
});

describe("the invoice on a Billing ticket", () => {
  // Last in the file: it disputes the latest invoice, which the tests above read as open.
  it("links the invoice number to the invoice for a billing reader, and not for support-only", async () => {
    const access = await accessOf(server, "admin@acme.test");
    const [latest] = (await asAdmin<{ results: InvoiceRow[] }>("/invoices?limit=1")).results;
    if (latest === undefined) throw new Error("no invoice");
    const disputed = await callApi<{ dispute: { ticket: string } }>(
      server,
      access,
      `/invoices/${latest.id}/dispute`,
      { method: "POST", body: { reason: "A component test disputes it." } },
    );
    const ticket = disputed.dispute.ticket;

    await renderSupportAt(server, "admin@acme.test", `/support/tickets/${ticket}`);
    const link = await screen.findByRole("link", { name: latest.number }, SERVER_WAIT);
    expect(link.getAttribute("href")).toBe(`/billing/invoices/${latest.id}`);
    stopPortals();
    cleanup();

    await renderSupportAt(server, "support@acme.test", `/support/tickets/${ticket}`);
    await screen.findByText(latest.number, undefined, SERVER_WAIT);
    expect(screen.queryByRole("link", { name: latest.number })).toBeNull();
  });
});
