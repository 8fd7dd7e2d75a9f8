import { MAINTENANCE_LIST } from "../../../../core/api/events/event-list-query.ts";
import { EventList, type EventListKind, type EventListProps } from "./event-list.tsx";
import { MaintenanceTable } from "./maintenance-table.tsx";

const MAINTENANCES: EventListKind<typeof MAINTENANCE_LIST> = {
  list: MAINTENANCE_LIST,
  filtersLabel: "Maintenance filters",
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
