import { useCallback, useEffect, useId, useState } from "react";
import { css } from "../../../../../styled-system/css/index.js";
import { useTicketClassifications, useTicketTypes } from "../../../../adapters/react/index.ts";
import { Button } from "../../../components/button.tsx";
import { useSearchText } from "../../../components/records/use-search-text.ts";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import {
  type FixedTicketFilters,
  SECONDARY_FILTERS,
  STATUS_CHOICES,
  type TicketFilterKey,
  type TicketFilters,
} from "./ticket-filter-values.ts";

export interface TicketFiltersFormProps {
  readonly filters: TicketFilters;
  readonly fixed: FixedTicketFilters;
  readonly isFiltered: boolean;
  readonly onChange: (patch: Partial<TicketFilters>) => void;
  readonly onClear: () => void;
}

const gridClass = css({
  display: "grid",
  gridTemplateColumns: {
    base: "1fr",
    md: "repeat(2, minmax(0, 1fr))",
    lg: "repeat(4, minmax(0, 1fr))",
  },
  gap: "4",
  // Controls line up by their labels, whatever helper text sits under one of them.
  alignItems: "start",
});

/** Buttons beside the fields: pushed down by a label's height, level with the controls. */
const buttonsClass = css({
  display: "flex",
  gap: "2",
  flexWrap: "wrap",
  pt: { base: "0", md: "7" },
});

/** An option for a value the address names but the list does not (yet) hold. */
function missingOption(
  value: string,
  options: ReadonlyArray<{ readonly id: string }>,
  label: string,
) {
  if (value === "" || options.some((option) => option.id === value)) return null;
  return <option value={value}>{label}</option>;
}

/**
 * The ticket list's filters. Search and status are always shown; request type,
 * classification and dates sit under "More filters", which opens by itself when the address
 * names any of them, and only then are the types and classifications asked for (spec
 * section 2: the `type` and `classification` parameters trigger their loading).
 */
export function TicketFiltersForm({
  filters,
  fixed,
  isFiltered,
  onChange,
  onClear,
}: TicketFiltersFormProps) {
  const moreId = useId();
  const shown = (key: TicketFilterKey) => fixed[key] === undefined;
  const namesSecondary = SECONDARY_FILTERS.some((key) => shown(key) && filters[key] !== "");
  const [open, setOpen] = useState(namesSecondary);
  const [typed, setTyped] = useSearchText(
    filters.text,
    useCallback((text: string) => onChange({ text }), [onChange]),
  );

  // An address that names a secondary filter (a link, Back) shows it.
  useEffect(() => {
    if (namesSecondary) setOpen(true);
  }, [namesSecondary]);

  const types = useTicketTypes(open && shown("type"));
  const classifications = useTicketClassifications(filters.type, open && shown("classification"));
  const typeOptions = types.data?.results ?? [];
  const classificationOptions = classifications.data?.results ?? [];

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" works in every browser the portal supports; <search> does not yet.
    <form
      role="search"
      aria-label="Ticket filters"
      className={css({ display: "flex", flexDirection: "column", gap: "4", mb: "4" })}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ text: typed });
      }}
    >
      <div className={gridClass}>
        {shown("text") && (
          <TextField
            label="Search tickets"
            helperText="Issue key, summary or description"
            type="search"
            name="text"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
        {shown("status") && (
          <SelectField
            label="Status"
            name="status"
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value })}
          >
            <option value="">Any status</option>
            {STATUS_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
            {filters.status !== "" &&
              !STATUS_CHOICES.some((choice) => choice.value === filters.status) && (
                <option value={filters.status}>{filters.status.replaceAll(",", ", ")}</option>
              )}
          </SelectField>
        )}
        <div className={buttonsClass}>
          <Button
            variant="outline"
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? "Fewer filters" : "More filters"}
          </Button>
          {isFiltered && (
            <Button variant="ghost" onClick={onClear}>
              Clear filters
            </Button>
          )}
        </div>
      </div>
      <div id={moreId} hidden={!open} className={gridClass}>
        {open && shown("type") && (
          <SelectField
            label="Request type"
            name="type"
            value={filters.type}
            disabled={types.isPending}
            errorText={types.error ?? undefined}
            onChange={(event) => onChange({ type: event.target.value, classification: "" })}
          >
            <option value="">
              {types.isPending ? "Loading request types…" : "Any request type"}
            </option>
            {typeOptions.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
            {missingOption(
              filters.type,
              typeOptions,
              types.isPending ? "Loading…" : "Unknown type",
            )}
          </SelectField>
        )}
        {open && shown("classification") && (
          <SelectField
            label="Classification"
            name="classification"
            value={filters.classification}
            disabled={classifications.isPending}
            errorText={classifications.error ?? undefined}
            onChange={(event) => onChange({ classification: event.target.value })}
          >
            <option value="">
              {classifications.isPending ? "Loading classifications…" : "Any classification"}
            </option>
            {classificationOptions.map((classification) => (
              <option key={classification.id} value={classification.id}>
                {classification.name}
              </option>
            ))}
            {missingOption(
              filters.classification,
              classificationOptions,
              classifications.isPending ? "Loading…" : "Unknown classification",
            )}
          </SelectField>
        )}
        {open && shown("created_from") && (
          <TextField
            label="Created from"
            type="date"
            name="created_from"
            value={filters.created_from}
            max={filters.created_to === "" ? undefined : filters.created_to}
            onChange={(event) => onChange({ created_from: event.target.value })}
          />
        )}
        {open && shown("created_to") && (
          <TextField
            label="Created to"
            type="date"
            name="created_to"
            value={filters.created_to}
            min={filters.created_from === "" ? undefined : filters.created_from}
            onChange={(event) => onChange({ created_to: event.target.value })}
          />
        )}
      </div>
    </form>
  );
}
