import { type OutageQuery, useOutages } from "../../../../adapters/react/index.ts";
import {
  OUTAGE_STATE_LABELS,
  OUTAGE_STATES,
} from "../../../../core/api/events/event-vocabulary.ts";
import type { OutageSummary } from "../../../../core/api/events/outage.ts";
import { vocabularyChoices } from "../../../components/records/filter-fields.tsx";
import { isCalendarDate, oneOf } from "../../../components/records/use-url-filters.ts";
import { OUTAGE_FILTER_KEYS, type OutageFilterKey } from "./event-filter-values.ts";
import { EventList, type EventListKind, type EventListProps } from "./event-list.tsx";
import { OutageTable } from "./outage-table.tsx";

const OUTAGES: EventListKind<OutageFilterKey, OutageQuery, OutageSummary> = {
  keys: OUTAGE_FILTER_KEYS,
  checks: { state: oneOf(OUTAGE_STATES), date_from: isCalendarDate, date_to: isCalendarDate },
  useRecords: useOutages,
  filtersLabel: "Outage filters",
  states: vocabularyChoices(OUTAGE_STATES, OUTAGE_STATE_LABELS),
  noun: "outages",
  emptyTitle: "No outages.",
  emptyHint: "Faults affecting your services will be reported here.",
  table: (outages, shown) => <OutageTable outages={outages} {...shown} />,
};

export type OutageListProps = Partial<EventListProps<OutageFilterKey>>;

/** Outages with filters and paging (EventList); a service's page fixes the service. */
export function OutageList({ caption = "Outages", ...props }: OutageListProps) {
  return <EventList kind={OUTAGES} caption={caption} {...props} />;
}
