import { describe, expect, it } from "vitest";
import { OUTAGE_LIST } from "../../../src/core/api/events/event-list-query.ts";
import { searchFilter } from "../../../src/core/api/list-query.ts";
import { ALERT_LIST } from "../../../src/core/api/monitoring/alerts.ts";
import { filledFilters, pageQuery } from "../../../src/core/api/page-window.ts";
import { CEASE_ORDER_LIST } from "../../../src/core/api/services/cease-orders.ts";
import { CONTRACT_LINE_LIST } from "../../../src/core/api/services/contract-lines.ts";
import { TICKET_LIST } from "../../../src/core/api/support/ticket-list-query.ts";
import { USER_LIST } from "../../../src/core/api/users/users.ts";

describe("a list's query from its filters", () => {
  it("sends nothing for filters left empty or holding only spaces", () => {
    expect(filledFilters({ status: "", text: "   ", date_from: "" })).toEqual({});
  });

  it("sends each filled filter trimmed, under the name the address gives it", () => {
    expect(
      filledFilters({ user: "12", date_from: "2026-11-01", date_to: "", text: " fibre " }),
    ).toEqual({ user: "12", date_from: "2026-11-01", text: "fibre" });
  });

  it("adds the window of a 1-based page", () => {
    expect(pageQuery({ status: "open,pending", text: "" }, 1, 20)).toEqual({
      status: "open,pending",
      offset: 0,
      limit: 20,
    });
    expect(pageQuery({ kind: "" }, 3, 25)).toEqual({ offset: 50, limit: 25 });
  });
});

describe("the filters several lists share", () => {
  const serviceLists = [TICKET_LIST, CONTRACT_LINE_LIST, CEASE_ORDER_LIST, ALERT_LIST, OUTAGE_LIST];

  it("takes one service's id the same way on every list of a service's page", () => {
    for (const list of serviceLists) {
      expect(list.filterLabels.service).toBe("Service");
      expect(list.filterChecks.service("SVC-10001")).toBe(true);
      expect(list.filterChecks.service("S".repeat(65))).toBe(false);
    }
  });

  it("labels every search box Search and keeps its own length", () => {
    expect(searchFilter(30).label).toBe("Search");
    expect(USER_LIST.filterLabels.search).toBe("Search");
    expect(TICKET_LIST.filterLabels.text).toBe("Search");
    expect(USER_LIST.filterChecks.search("a".repeat(200))).toBe(true);
    expect(USER_LIST.filterChecks.search("a".repeat(201))).toBe(false);
    expect(USER_LIST.filterChecks.search("nul\u0000")).toBe(false);
  });
});
