import { useLocations } from "../../../../adapters/resources/reference/locations.ts";
import type { SERVICE_LIST } from "../../../../core/api/services/service-list-query.ts";
import { ChoiceFilter, loadedChoices } from "../../../components/records/filter-fields.tsx";
import { ListFilterBar, useListSearch } from "../../../components/records/list-filter-bar.tsx";
import type { RecordFilters } from "../../../components/records/record-list.tsx";

/**
 * The service list's filters: search, type, status, location (the data centres from
 * GET /locations) and incidents (services an outage or a maintenance affects now or soon).
 * A filter the page fixes (the type of /services/other) is not shown.
 */
export function ServiceFiltersForm({
  filters,
  shown,
  isFiltered,
  change,
  clear,
  field,
}: RecordFilters<typeof SERVICE_LIST>) {
  const search = useListSearch(
    { filters, change },
    {
      label: "Search services",
      helperText: "Id, name or your name for it",
      name: "text",
      shown: shown("text"),
    },
  );
  const locations = useLocations();

  return (
    <ListFilterBar label="Service filters" search={search} clear={{ isFiltered, clear }}>
      {shown("type") && <ChoiceFilter {...field("type")} anyLabel="Any type" />}
      {shown("status") && <ChoiceFilter {...field("status")} anyLabel="Any status" />}
      {shown("location") && (
        <ChoiceFilter
          {...field("location")}
          anyLabel="Any location"
          otherLabel="Unknown location"
          {...loadedChoices(
            locations,
            (location) => ({ value: location.id, label: `${location.name} (${location.metro})` }),
            "Loading locations…",
          )}
        />
      )}
      {shown("incident") && <ChoiceFilter {...field("incident")} anyLabel="Any service" />}
    </ListFilterBar>
  );
}
