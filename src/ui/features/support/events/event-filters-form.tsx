import { useCallback } from "react";
import { css } from "../../../../../styled-system/css/index.js";
import { Button } from "../../../components/button.tsx";
import { useSearchText } from "../../../components/records/use-search-text.ts";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import type { Choice, EventFilterKey } from "./event-filter-values.ts";

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
  const search = filters.search ?? "";
  const [typed, setTyped] = useSearchText(
    search,
    useCallback((text: string) => onChange({ search: text }), [onChange]),
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" works in every browser the portal supports; <search> does not yet.
    <form
      role="search"
      aria-label={label}
      className={css({
        display: "grid",
        gridTemplateColumns: {
          base: "1fr",
          md: "repeat(2, minmax(0, 1fr))",
          lg: "repeat(3, minmax(0, 1fr))",
        },
        gap: "4",
        // Controls line up by their labels, whatever helper text sits under one of them.
        alignItems: "start",
        mb: "4",
      })}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: typed });
      }}
    >
      {shown("search") && (
        <TextField
          label="Search"
          helperText="Reference, title, location or service"
          type="search"
          name="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      )}
      {shown("state") && (
        <SelectField
          label="State"
          name="state"
          value={filters.state ?? ""}
          onChange={(event) => onChange({ state: event.target.value })}
        >
          <option value="">Any state</option>
          {states.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      )}
      {types !== undefined && shown("type") && (
        <SelectField
          label="Type"
          name="type"
          value={filters.type ?? ""}
          onChange={(event) => onChange({ type: event.target.value })}
        >
          <option value="">Any type</option>
          {types.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      )}
      {shown("date_from") && (
        <TextField
          label="From"
          type="date"
          name="date_from"
          value={filters.date_from ?? ""}
          onChange={(event) => onChange({ date_from: event.target.value })}
        />
      )}
      {shown("date_to") && (
        <TextField
          label="To"
          type="date"
          name="date_to"
          value={filters.date_to ?? ""}
          onChange={(event) => onChange({ date_to: event.target.value })}
        />
      )}
      {isFiltered && (
        // Pushed down by a label's height, level with the controls beside it.
        <div className={css({ pt: { base: "0", md: "7" } })}>
          <Button variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}
