import { describe, expect, it } from "vitest";
import {
  type CurrentIncident,
  eventRoute,
  INCIDENT_KINDS,
  incidentKindOf,
  incidentKindsOf,
  incidentsByService,
  soonLimit,
  worseIncident,
} from "../../../../src/core/api/events/index.ts";

const NOW = new Date("2026-12-06T08:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();
const window = (
  state: "scheduled" | "in_progress" | "completed" | "cancelled",
  from: number,
  to: number,
) => ({ event: "maintenance", state, window_start: at(from), window_end: at(to) }) as const;

describe("incidentKindOf", () => {
  it("counts an ongoing outage, never a resolved one", () => {
    expect(incidentKindOf({ event: "outage", state: "ongoing" }, NOW)).toBe("outage");
    expect(incidentKindOf({ event: "outage", state: "resolved" }, NOW)).toBeNull();
  });

  it("counts a maintenance in progress, whatever its window says", () => {
    expect(incidentKindOf(window("in_progress", -1, 3), NOW)).toBe("maintenance_now");
    expect(incidentKindOf(window("in_progress", -10, -6), NOW)).toBe("maintenance_now");
  });

  it("counts a scheduled maintenance whose window is open as now, up to its end", () => {
    expect(incidentKindOf(window("scheduled", 0, 2), NOW)).toBe("maintenance_now");
    expect(incidentKindOf(window("scheduled", -1, 0.01), NOW)).toBe("maintenance_now");
    expect(incidentKindOf(window("scheduled", -2, 0), NOW)).toBeNull();
  });

  it("counts a scheduled maintenance as soon up to 72 hours ahead, inclusive", () => {
    expect(incidentKindOf(window("scheduled", 0.1, 2), NOW)).toBe("maintenance_soon");
    expect(incidentKindOf(window("scheduled", 72, 74), NOW)).toBe("maintenance_soon");
    expect(incidentKindOf(window("scheduled", 72.01, 74), NOW)).toBeNull();
    expect(soonLimit(NOW).toISOString()).toBe(at(72));
  });

  it("never counts a completed or cancelled maintenance", () => {
    expect(incidentKindOf(window("completed", -1, 1), NOW)).toBeNull();
    expect(incidentKindOf(window("cancelled", 1, 2), NOW)).toBeNull();
  });
});

describe("the kinds, the filter and the links", () => {
  it("orders kinds worst first and picks the worse of two", () => {
    expect(worseIncident("maintenance_soon", "outage")).toBe("outage");
    expect(worseIncident("maintenance_now", "maintenance_soon")).toBe("maintenance_now");
    expect(incidentKindsOf("any")).toEqual(INCIDENT_KINDS);
    expect(incidentKindsOf("maintenance_soon")).toEqual(["maintenance_soon"]);
  });

  it("links an event to its page in the portal", () => {
    expect(eventRoute("outage", "12")).toBe("/support/outages/12");
    expect(eventRoute("maintenance", "7")).toBe("/support/maintenances/7");
  });

  it("gathers the events of each service, with the worst kind", () => {
    const event = (
      id: string,
      kind: CurrentIncident["kind"],
      services: string[],
    ): CurrentIncident => ({
      kind,
      event: kind === "outage" ? "outage" : "maintenance",
      id,
      reference: `REF-${id}`,
      title: `Event ${id}`,
      impact_level: null,
      starts_at: at(-1),
      ends_at: null,
      services: services.map((service) => ({ id: service, name: service, type: "evpl" })),
      link: `/x/${id}`,
    });
    const byService = incidentsByService([
      event("1", "outage", ["SVC-1"]),
      event("2", "maintenance_soon", ["SVC-1", "SVC-2"]),
    ]);
    expect(byService.get("SVC-1")?.worst).toBe("outage");
    expect(byService.get("SVC-1")?.events.map((item) => item.id)).toEqual(["1", "2"]);
    expect(byService.get("SVC-2")?.worst).toBe("maintenance_soon");
    expect(byService.has("SVC-3")).toBe(false);
  });
});
