import { useCallback } from "react";
import { filterBar } from "../../../../../styled-system/recipes/index.js";
import { useServiceLocations } from "../../../../adapters/react/index.ts";
import {
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from "../../../../core/api/services/service-vocabulary.ts";
import { Button } from "../../../components/button.tsx";
import { useSearchText } from "../../../components/records/use-search-text.ts";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import type {
  FixedServiceFilters,
  ServiceFilterKey,
  ServiceFilters,
} from "./service-filter-values.ts";

export interface ServiceFiltersFormProps {
  readonly filters: ServiceFilters;
  readonly fixed: FixedServiceFilters;
  readonly isFiltered: boolean;
  readonly onChange: (patch: Partial<ServiceFilters>) => void;
  readonly onClear: () => void;
}

const styles = filterBar();

/**
 * The service list's filters: search, type, status and location (the data centres from
 * GET /locations). A filter the page fixes (the type of /services/other) is not shown.
 */
export function ServiceFiltersForm({
  filters,
  fixed,
  isFiltered,
  onChange,
  onClear,
}: ServiceFiltersFormProps) {
  const shown = (key: ServiceFilterKey) => fixed[key] === undefined;
  const [typed, setTyped] = useSearchText(
    filters.text,
    useCallback((text: string) => onChange({ text }), [onChange]),
  );
  const locations = useServiceLocations();
  const locationOptions = locations.data?.results ?? [];
  const locationKnown = locationOptions.some((location) => location.id === filters.location);

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" works in every browser the portal supports; <search> does not yet.
    <form
      role="search"
      aria-label="Service filters"
      className={styles.root}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ text: typed });
      }}
    >
      <div className={styles.grid}>
        {shown("text") && (
          <TextField
            label="Search services"
            helperText="Id, name or your name for it"
            type="search"
            name="text"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
        {shown("type") && (
          <SelectField
            label="Type"
            name="type"
            value={filters.type}
            onChange={(event) => onChange({ type: event.target.value })}
          >
            <option value="">Any type</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SERVICE_TYPE_LABELS[type]}
              </option>
            ))}
            {filters.type.includes(",") && (
              <option value={filters.type}>{filters.type.replaceAll(",", ", ")}</option>
            )}
          </SelectField>
        )}
        {shown("status") && (
          <SelectField
            label="Status"
            name="status"
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value })}
          >
            <option value="">Any status</option>
            {SERVICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SERVICE_STATUS_LABELS[status]}
              </option>
            ))}
            {filters.status.includes(",") && (
              <option value={filters.status}>{filters.status.replaceAll(",", ", ")}</option>
            )}
          </SelectField>
        )}
        {shown("location") && (
          <SelectField
            label="Location"
            name="location"
            value={filters.location}
            disabled={locations.isPending}
            errorText={locations.error ?? undefined}
            onChange={(event) => onChange({ location: event.target.value })}
          >
            <option value="">{locations.isPending ? "Loading locations…" : "Any location"}</option>
            {locationOptions.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name} ({location.metro})
              </option>
            ))}
            {filters.location !== "" && !locationKnown && (
              <option value={filters.location}>
                {locations.isPending ? "Loading…" : "Unknown location"}
              </option>
            )}
          </SelectField>
        )}
      </div>
      {isFiltered && (
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}
