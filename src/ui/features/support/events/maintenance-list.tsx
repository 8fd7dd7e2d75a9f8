import { type MaintenanceQuery, useMaintenances } from "../../../../adapters/react/index.ts";
import {
  MAINTENANCE_STATE_LABELS,
  MAINTENANCE_STATES,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
} from "../../../../core/api/events/event-vocabulary.ts";
import type { MaintenanceSummary } from "../../../../core/api/events/maintenance.ts";
import { vocabularyChoices } from "../../../components/records/filter-fields.tsx";
import { isCalendarDate, oneOf } from "../../../components/records/use-url-filters.ts";
import { MAINTENANCE_FILTER_KEYS, type MaintenanceFilterKey } from "./event-filter-values.ts";
import { EventList, type EventListKind, type EventListProps } from "./event-list.tsx";
import { MaintenanceTable } from "./maintenance-table.tsx";

const MAINTENANCES: EventListKind<MaintenanceFilterKey, MaintenanceQuery, MaintenanceSummary> = {
  keys: MAINTENANCE_FILTER_KEYS,
  checks: {
    state: oneOf(MAINTENANCE_STATES),
    type: oneOf(MAINTENANCE_TYPES),
    date_from: isCalendarDate,
    date_to: isCalendarDate,
  },
  useRecords: useMaintenances,
  filtersLabel: "Maintenance filters",
  states: [
    { value: "scheduled,in_progress", label: "Upcoming and in progress" },
    ...vocabularyChoices(MAINTENANCE_STATES, MAINTENANCE_STATE_LABELS),
  ],
  types: vocabularyChoices(MAINTENANCE_TYPES, MAINTENANCE_TYPE_LABELS),
  noun: "maintenances",
  emptyTitle: "No maintenances.",
  emptyHint: "Planned work on your services will be announced here.",
  table: (maintenances, shown) => <MaintenanceTable maintenances={maintenances} {...shown} />,
};

export type MaintenanceListProps = Partial<EventListProps<MaintenanceFilterKey>>;

/** Maintenances with filters and paging (EventList); a service's page fixes the service. */
export function MaintenanceList({ caption = "Maintenances", ...props }: MaintenanceListProps) {
  return <EventList kind={MAINTENANCES} caption={caption} {...props} />;
}
