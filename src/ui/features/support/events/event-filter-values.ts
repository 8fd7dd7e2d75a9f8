/**
 * The filters of the maintenance and outage lists as the address keeps them, named as
 * GET /maintenances and GET /outages name them.
 */
export const MAINTENANCE_FILTER_KEYS = [
  "search",
  "state",
  "type",
  "service",
  "date_from",
  "date_to",
] as const;
export type MaintenanceFilterKey = (typeof MAINTENANCE_FILTER_KEYS)[number];

export const OUTAGE_FILTER_KEYS = ["search", "state", "service", "date_from", "date_to"] as const;
export type OutageFilterKey = (typeof OUTAGE_FILTER_KEYS)[number];

export type EventFilterKey = MaintenanceFilterKey | OutageFilterKey;

/** The filters' names on screen. */
export const EVENT_FILTER_LABELS: Readonly<Record<EventFilterKey, string>> = {
  search: "Search",
  state: "State",
  type: "Type",
  service: "Service",
  date_from: "From",
  date_to: "To",
};

/** Maintenances and outages per page. */
export const EVENTS_PAGE_SIZE = 20;

export interface Choice {
  readonly value: string;
  readonly label: string;
}
