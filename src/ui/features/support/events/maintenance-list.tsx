import { MAINTENANCE_LIST } from "../../../../core/api/events/event-list-query.ts";
import {
  MAINTENANCE_STATE_LABELS,
  MAINTENANCE_STATES,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
} from "../../../../core/api/events/event-vocabulary.ts";
import { vocabularyChoices } from "../../../components/records/filter-fields.tsx";
import { EventList, type EventListKind, type EventListProps } from "./event-list.tsx";
import { MaintenanceTable } from "./maintenance-table.tsx";

const MAINTENANCES: EventListKind<typeof MAINTENANCE_LIST> = {
  list: MAINTENANCE_LIST,
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

export type MaintenanceListProps = Partial<EventListProps<typeof MAINTENANCE_LIST>>;

/** Maintenances with filters and paging (EventList); a service's page fixes the service. */
export function MaintenanceList({ caption = "Maintenances", ...props }: MaintenanceListProps) {
  return <EventList kind={MAINTENANCES} caption={caption} {...props} />;
}
