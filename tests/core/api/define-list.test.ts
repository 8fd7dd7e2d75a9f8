import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ACTIVITY_LOG_LIST } from "../../../src/core/api/account/activity-log.ts";
import { API_KEY_LIST } from "../../../src/core/api/account/api-keys.ts";
import { USER_SESSION_LIST } from "../../../src/core/api/account/sessions.ts";
import { IMPERSONATION_CANDIDATE_LIST } from "../../../src/core/api/auth/impersonation-session.ts";
import { CREDIT_NOTE_LIST } from "../../../src/core/api/billing/credit-note.ts";
import { INVOICE_LIST } from "../../../src/core/api/billing/invoice-list-query.ts";
import { CalendarDate } from "../../../src/core/api/calendar-date.ts";
import { CHANGELOG_LIST } from "../../../src/core/api/content/changelog.ts";
import { defineList } from "../../../src/core/api/define-list.ts";
import { CALENDAR_FEED_LIST } from "../../../src/core/api/events/calendar-feeds.ts";
import { MAINTENANCE_LIST, OUTAGE_LIST } from "../../../src/core/api/events/event-list-query.ts";
import { CommaListFilter, FilterText, IdFilter } from "../../../src/core/api/list-query.ts";
import { ALERT_RULE_LIST } from "../../../src/core/api/monitoring/alert-rules.ts";
import { ALERT_LIST } from "../../../src/core/api/monitoring/alerts.ts";
import {
  RF_DEVICE_LIST,
  RF_INTERFACE_LIST,
  RF_LOG_LIST,
  RF_THRESHOLD_LIST,
} from "../../../src/core/api/monitoring/rf.ts";
import { NOTIFICATION_LIST } from "../../../src/core/api/notifications/notification-filters.ts";
import { DEFAULT_PAGE_LIMIT } from "../../../src/core/api/page-window.ts";
import { CONTACT_LIST } from "../../../src/core/api/reference/contacts.ts";
import { CEASE_ORDER_LIST } from "../../../src/core/api/services/cease-orders.ts";
import { CONTRACT_LINE_LIST } from "../../../src/core/api/services/contract-lines.ts";
import { NETWORK_SERVICE_LIST } from "../../../src/core/api/services/network-services.ts";
import { SERVICE_CHILD_LIST } from "../../../src/core/api/services/service.ts";
import { SERVICE_CHANGE_LIST } from "../../../src/core/api/services/service-changes.ts";
import { SERVICE_LIST } from "../../../src/core/api/services/service-list-query.ts";
import { TICKET_LIST } from "../../../src/core/api/support/ticket-list-query.ts";
import { UNRESOLVED_TICKET_STATUSES } from "../../../src/core/api/support/ticket-vocabulary.ts";
import {
  IMPERSONATION_LOG_LIST,
  PENDING_USER_LIST,
  PERMISSION_LOG_LIST,
  USER_LIST,
} from "../../../src/core/api/users/index.ts";
import { WEBHOOK_DELIVERY_LIST, WEBHOOK_LIST } from "../../../src/core/api/webhooks/webhooks.ts";
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
    expect(INVOICE_LIST.filterKeys).toEqual([
      "text",
      "status",
      "period_from",
      "period_to",
      "cost_centre",
    ]);
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

describe("a list in one fixed order and without a CSV", () => {
  const LOGS = defineList({
    resource: "logs",
    path: "/logs",
    item: Schema.Struct({ id: Schema.String }),
    filters: { user: { schema: IdFilter, label: "User" } },
    pageSize: 10,
  });

  it("has neither `ordering` nor `export` in its contract, and no default ordering", () => {
    expect(Object.keys(LOGS.query.fields)).toEqual(["user"]);
    expect(LOGS.defaultOrdering).toBeUndefined();
    expect(LOGS.exportStatusPath).toBeUndefined();
    expectValid(LOGS.query, { user: "", ordering: "whatever" });
    expectInvalid(LOGS.query, { user: "abc" }, "user");
  });

  it("answers pages of its own size unless a screen asks for fewer", () => {
    expect(LOGS.page({ user: "7" }, 2)).toEqual({ user: "7", offset: 10, limit: 10 });
    expect(LOGS.page({ user: "" }, 2, 5)).toEqual({ offset: 5, limit: 5 });
  });

  it("decodes one page of its items as its answer", () => {
    const page = { count: 1, next: null, previous: null, results: [{ id: "1" }] };
    expect(expectValid(LOGS.response, page)).toEqual(page);
  });
});

describe("a list without filters or a page size of its own (the caller's API keys)", () => {
  const KEYS = defineList({
    resource: "keys",
    path: "/keys",
    item: Schema.Struct({ id: Schema.String }),
  });

  it("takes only its window, and the API's own page of 20", () => {
    expect(KEYS.filterKeys).toEqual([]);
    expect(Object.keys(KEYS.query.fields)).toEqual([]);
    expect(KEYS.pageSize).toBe(DEFAULT_PAGE_LIMIT);
    expect(KEYS.page({}, 3)).toEqual({ offset: 40, limit: 20 });
    expect(KEYS.exportQuery({})).toEqual({});
  });
});

describe("every list of the contract", () => {
  interface Declared {
    readonly resource: string;
    readonly path: string;
    readonly pageSize: number;
    readonly filterKeys: ReadonlyArray<string>;
    readonly filterLabels: Readonly<Record<string, string>>;
    readonly filterChecks: Readonly<Record<string, (value: string) => boolean>>;
    readonly filterChoices: Readonly<
      Record<string, ReadonlyArray<{ readonly value: string; readonly label: string }>>
    >;
    readonly exportStatusPath: string | undefined;
    readonly query: Schema.Codec<unknown, unknown>;
  }
  const LISTS: ReadonlyArray<Declared> = [
    INVOICE_LIST,
    TICKET_LIST,
    SERVICE_LIST,
    MAINTENANCE_LIST,
    OUTAGE_LIST,
    NETWORK_SERVICE_LIST,
    CONTRACT_LINE_LIST,
    CEASE_ORDER_LIST,
    USER_LIST,
    PENDING_USER_LIST,
    PERMISSION_LOG_LIST,
    IMPERSONATION_LOG_LIST,
    NOTIFICATION_LIST,
    RF_DEVICE_LIST,
    RF_INTERFACE_LIST,
    RF_THRESHOLD_LIST,
    RF_LOG_LIST,
    IMPERSONATION_CANDIDATE_LIST,
    ACTIVITY_LOG_LIST,
    API_KEY_LIST,
    USER_SESSION_LIST,
    CREDIT_NOTE_LIST,
    CHANGELOG_LIST,
    CALENDAR_FEED_LIST,
    ALERT_RULE_LIST,
    ALERT_LIST,
    CONTACT_LIST,
    SERVICE_CHANGE_LIST,
    WEBHOOK_LIST,
    WEBHOOK_DELIVERY_LIST,
    SERVICE_CHILD_LIST,
  ];

  it("has its own resource and path, a label per filter and a page size", () => {
    expect(new Set(LISTS.map((list) => list.resource)).size).toBe(LISTS.length);
    expect(new Set(LISTS.map((list) => list.path)).size).toBe(LISTS.length);
    for (const list of LISTS) {
      expect(list.pageSize).toBeGreaterThan(0);
      for (const key of list.filterKeys) expect(list.filterLabels[key]).not.toBe("");
    }
  });

  it("offers as choices only values its filter accepts, each once and labelled", () => {
    for (const list of LISTS) {
      for (const key of list.filterKeys) {
        const choices = list.filterChoices[key] ?? [];
        expect(new Set(choices.map((choice) => choice.value)).size, key).toBe(choices.length);
        for (const choice of choices) {
          expect(
            list.filterChecks[key]?.(choice.value),
            `${list.path} ${key}=${choice.value}`,
          ).toBe(true);
          expect(choice.label, `${list.path} ${key}=${choice.value}`).not.toBe("");
        }
      }
    }
  });

  it("declares the choices of its closed vocabularies, named comma lists first", () => {
    expect(TICKET_LIST.filterChoices.status[0]).toEqual({
      value: UNRESOLVED_TICKET_STATUSES.join(","),
      label: "Unresolved",
    });
    expect(MAINTENANCE_LIST.filterChoices.state.map((choice) => choice.label)).toEqual([
      "Upcoming and in progress",
      "Scheduled",
      "In progress",
      "Completed",
      "Cancelled",
    ]);
    expect(INVOICE_LIST.filterChoices.status.length).toBeGreaterThan(0);
    expect(USER_LIST.filterChoices.permission.every((choice) => choice.label.includes(": "))).toBe(
      true,
    );
    // A typed or loaded filter declares none: its control brings its own.
    expect(TICKET_LIST.filterChoices.text).toEqual([]);
    expect(TICKET_LIST.filterChoices.type).toEqual([]);
  });

  it("accepts an empty value of every filter as no filter", () => {
    for (const list of LISTS) {
      const cleared = Object.fromEntries(list.filterKeys.map((key) => [key, ""]));
      expect(expectValid(list.query as Schema.Top as (typeof LISTS)[0]["query"], cleared)).toEqual(
        cleared,
      );
    }
  });

  it("reports a recorded export where it has one: tickets and services", () => {
    const recorded = LISTS.filter((list) => list.exportStatusPath !== undefined);
    expect(recorded.map((list) => list.exportStatusPath)).toEqual([
      "/support/ticket-export",
      "/services/export-status",
    ]);
  });
});
