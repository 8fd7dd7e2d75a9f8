import type { ListFilterValues } from "../../../../core/api/define-list.ts";
import type { MAINTENANCE_LIST } from "../../../../core/api/events/event-list-query.ts";
import type { FilterField } from "../../../components/records/filter-field-props.ts";
import { ChoiceFilter, DateFilter } from "../../../components/records/filter-fields.tsx";
import { ListFilterBar, useListSearch } from "../../../components/records/list-filter-bar.tsx";

/** The maintenance list's filters; the outage list's are the same but `type`. */
type EventFilterKey = keyof ListFilterValues<typeof MAINTENANCE_LIST>;

export interface EventFiltersFormProps {
  /** "Maintenance filters", "Outage filters". */
  readonly label: string;
  readonly filters: Readonly<Partial<Record<EventFilterKey, string>>>;
  /** Whether a filter's control is shown: not when the page fixes the filter (RecordList). */
  readonly shown: (key: EventFilterKey) => boolean;
  /** Whether the type filter is offered: maintenances have one, outages not. */
  readonly withType: boolean;
  readonly isFiltered: boolean;
  /** Puts changed filters in the address (RecordList). */
  readonly change: (patch: Partial<Record<EventFilterKey, string>>) => void;
  readonly clear: () => void;
  /** A filter's label, name, value and change, from the list's declaration (RecordList). */
  readonly field: FilterField<EventFilterKey>;
}

/** Search, state, type and a period for the maintenance and outage lists. */
export function EventFiltersForm({
  label,
  filters,
  shown,
  withType,
  isFiltered,
  change,
  clear,
  field,
}: EventFiltersFormProps) {
  const search = useListSearch(
    { filters, change },
    {
      label: "Search",
      helperText: "Reference, title, location or service",
      name: "search",
      shown: shown("search"),
    },
  );

  return (
    <ListFilterBar label={label} search={search} clear={{ isFiltered, clear }}>
      {shown("state") && <ChoiceFilter {...field("state")} anyLabel="Any state" />}
      {withType && shown("type") && <ChoiceFilter {...field("type")} anyLabel="Any type" />}
      {shown("date_from") && <DateFilter {...field("date_from")} />}
      {shown("date_to") && <DateFilter {...field("date_to")} />}
    </ListFilterBar>
  );
}
