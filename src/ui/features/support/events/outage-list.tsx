import { OUTAGE_LIST } from "../../../../core/api/events/event-list-query.ts";
import { EventList, type EventListKind, type EventListProps } from "./event-list.tsx";
import { OutageTable } from "./outage-table.tsx";

const OUTAGES: EventListKind<typeof OUTAGE_LIST> = {
  list: OUTAGE_LIST,
  filtersLabel: "Outage filters",
  noun: "outages",
  emptyTitle: "No outages.",
  emptyHint: "Faults affecting your services will be reported here.",
  table: (outages, shown) => <OutageTable outages={outages} {...shown} />,
};

export type OutageListProps = Partial<EventListProps<typeof OUTAGE_LIST>>;

/** Outages with filters and paging (EventList); a service's page fixes the service. */
export function OutageList({ caption = "Outages", ...props }: OutageListProps) {
  return <EventList kind={OUTAGES} caption={caption} {...props} />;
}
