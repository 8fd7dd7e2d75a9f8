import { useCallback } from "react";
import type { ListFilterValues } from "../../../../core/api/define-list.ts";
import type { MAINTENANCE_LIST } from "../../../../core/api/events/event-list-query.ts";
import {
  type FilterChoice as Choice,
  ChoiceFilter,
  DateFilter,
} from "../../../components/records/filter-fields.tsx";
import { ListFilterBar } from "../../../components/records/list-filter-bar.tsx";

/** The maintenance list's filters; the outage list's are the same but `type`. */
type EventFilterKey = keyof ListFilterValues<typeof MAINTENANCE_LIST>;

export interface EventFiltersFormProps {
  /** "Maintenance filters", "Outage filters". */
  readonly label: string;
  readonly filters: Readonly<Partial<Record<EventFilterKey, string>>>;
  /** Filters the page fixes: their controls are not shown. */
  readonly fixed: Readonly<Partial<Record<EventFilterKey, string>>>;
  readonly states: ReadonlyArray<Choice>;
  /** Maintenance types; none for outages. */
  readonly types?: ReadonlyArray<Choice>;
  readonly isFiltered: boolean;
  readonly onChange: (patch: Partial<Record<EventFilterKey, string>>) => void;
  readonly onClear: () => void;
}

/** Search, state, type and a period for the maintenance and outage lists. */
export function EventFiltersForm({
  label,
  filters,
  fixed,
  states,
  types,
  isFiltered,
  onChange,
  onClear,
}: EventFiltersFormProps) {
  const shown = (key: EventFilterKey) => fixed[key] === undefined;
  const onSearch = useCallback((text: string) => onChange({ search: text }), [onChange]);

  return (
    <ListFilterBar
      label={label}
      search={{
        label: "Search",
        helperText: "Reference, title, location or service",
        name: "search",
        text: filters.search ?? "",
        onSearch,
        shown: shown("search"),
      }}
      clear={{ isFiltered, onClear }}
    >
      {shown("state") && (
        <ChoiceFilter
          label="State"
          name="state"
          value={filters.state ?? ""}
          anyLabel="Any state"
          choices={states}
          onChange={(state) => onChange({ state })}
        />
      )}
      {types !== undefined && shown("type") && (
        <ChoiceFilter
          label="Type"
          name="type"
          value={filters.type ?? ""}
          anyLabel="Any type"
          choices={types}
          onChange={(type) => onChange({ type })}
        />
      )}
      {shown("date_from") && (
        <DateFilter
          label="From"
          name="date_from"
          value={filters.date_from ?? ""}
          onChange={(date_from) => onChange({ date_from })}
        />
      )}
      {shown("date_to") && (
        <DateFilter
          label="To"
          name="date_to"
          value={filters.date_to ?? ""}
          onChange={(date_to) => onChange({ date_to })}
        />
      )}
    </ListFilterBar>
  );
}
