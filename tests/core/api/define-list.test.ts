import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { INVOICE_LIST } from "../../../src/core/api/billing/invoice-list-query.ts";
import { CalendarDate } from "../../../src/core/api/calendar-date.ts";
import { defineList } from "../../../src/core/api/define-list.ts";
import { CommaListFilter, FilterText } from "../../../src/core/api/list-query.ts";
import { TICKET_LIST } from "../../../src/core/api/support/ticket-list-query.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const WIDGETS = defineList({
  resource: "widgets",
  path: "/widgets",
  item: Schema.Struct({ id: Schema.String }),
  filters: {
    text: { schema: FilterText(10), label: "Search" },
    colour: { schema: CommaListFilter(["red", "blue"]), label: "Colour" },
    made_from: { schema: CalendarDate, label: "Made from" },
  },
  orderings: ["name", "-name"],
  defaultOrdering: "name",
  pageSize: 20,
});

describe("defineList", () => {
  it("makes the list call's query contract from the filters and orderings", () => {
    expect(expectValid(WIDGETS.query, { colour: "red, blue", ordering: "-name" })).toEqual({
      colour: "red, blue",
      ordering: "-name",
    });
    expectValid(WIDGETS.query, { text: "", colour: "", made_from: "", export: "true" });
    expectInvalid(WIDGETS.query, { colour: "green" }, "colour");
    expectInvalid(WIDGETS.query, { made_from: "2027-02-29" }, "made_from");
    expectInvalid(WIDGETS.query, { text: "x".repeat(11) }, "text");
    expectInvalid(WIDGETS.query, { ordering: "size" }, "ordering");
  });

  it("checks an address's values with the same contract the server applies", () => {
    const { filterChecks } = WIDGETS;
    expect(filterChecks.colour("blue,red")).toBe(true);
    expect(filterChecks.colour("green")).toBe(false);
    expect(filterChecks.made_from("2028-02-29")).toBe(true);
    expect(filterChecks.made_from("2027-02-29")).toBe(false);
    expect(filterChecks.text("x".repeat(10))).toBe(true);
    expect(filterChecks.text("x".repeat(11))).toBe(false);
  });

  it("names the filters in the form's order with their labels", () => {
    expect(WIDGETS.filterKeys).toEqual(["text", "colour", "made_from"]);
    expect(WIDGETS.filterLabels).toEqual({
      text: "Search",
      colour: "Colour",
      made_from: "Made from",
    });
  });

  it("asks for a page's window and the filled filters, and exports without the window", () => {
    const filters = { text: " fibre ", colour: "", made_from: "2026-12-01" };
    expect(WIDGETS.page(filters, 3)).toEqual({
      text: "fibre",
      made_from: "2026-12-01",
      offset: 40,
      limit: 20,
    });
    expect(WIDGETS.exportQuery(filters)).toEqual({ text: "fibre", made_from: "2026-12-01" });
  });
});

describe("the invoice list's declaration", () => {
  it("is what GET /invoices accepts, with the portal's page of 25", () => {
    expect(INVOICE_LIST.path).toBe("/invoices");
    expect(INVOICE_LIST.filterKeys).toEqual(["text", "status", "period_from", "period_to"]);
    expect(INVOICE_LIST.filterChecks.status("open,overdue")).toBe(true);
    expect(INVOICE_LIST.filterChecks.status("late")).toBe(false);
    expect(
      INVOICE_LIST.page({ text: "", status: "overdue", period_from: "", period_to: "" }, 1),
    ).toEqual({ status: "overdue", offset: 0, limit: 25 });
    expect(INVOICE_LIST.csvColumns?.[0]).toBe("Invoice");
  });
});

describe("the ticket list's declaration", () => {
  it("is what GET /support/tickets accepts, with the portal's page of 20", () => {
    expect(TICKET_LIST.path).toBe("/support/tickets");
    expect(TICKET_LIST.filterKeys).toEqual([
      "text",
      "status",
      "type",
      "classification",
      "service",
      "created_from",
      "created_to",
    ]);
    expect(TICKET_LIST.filterChecks.status("open,in_progress")).toBe(true);
    expect(TICKET_LIST.filterChecks.type("12")).toBe(true);
    expect(TICKET_LIST.filterChecks.type("twelve")).toBe(false);
    expect(TICKET_LIST.filterChecks.created_to("2026-12-31T23:59:59Z")).toBe(true);
    expect(TICKET_LIST.filterLabels.classification).toBe("Classification");
    expect(TICKET_LIST.pageSize).toBe(20);
    expect(TICKET_LIST.csvColumns?.[0]).toBe("Issue key");
  });
});
