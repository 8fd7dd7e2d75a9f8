import { useEffect, useId, useState } from "react";
import { wrap } from "#styled-system/patterns/index.js";
import { filterBar } from "#styled-system/recipes/index.js";
import {
  useTicketClassifications,
  useTicketTypes,
} from "../../../../adapters/resources/support/request-types.ts";
import type { TICKET_LIST } from "../../../../core/api/support/ticket-list-query.ts";
import { Button } from "../../../components/button.tsx";
import {
  ChoiceFilter,
  ClearFiltersButton,
  DateFilter,
  loadedChoices,
} from "../../../components/records/filter-fields.tsx";
import { ListFilterBar, useListSearch } from "../../../components/records/list-filter-bar.tsx";
import type { RecordFilters } from "../../../components/records/record-list.tsx";

type TicketFilterKey = (typeof TICKET_LIST.filterKeys)[number];

/** The filters "More filters" holds; any of them in the address opens it. */
const SECONDARY_FILTERS: ReadonlyArray<TicketFilterKey> = [
  "type",
  "classification",
  "created_from",
  "created_to",
];

const styles = filterBar();

/** Buttons beside the fields: pushed down by a label's height, level with the controls. */
const buttonsClass = wrap({ gap: "2", pt: { base: "0", md: "7" } });

/** A loaded record (a request type, a classification) as a select's choice. */
const choiceOf = (record: { readonly id: string; readonly name: string }) => ({
  value: record.id,
  label: record.name,
});

/**
 * The ticket list's filters. Search and status are always shown; request type,
 * classification and dates sit under "More filters", which opens by itself when the address
 * names any of them, and only then are the types and classifications asked for (spec
 * section 2: the `type` and `classification` parameters trigger their loading).
 */
export function TicketFiltersForm({
  filters,
  shown,
  isFiltered,
  change,
  clear,
  field,
}: RecordFilters<typeof TICKET_LIST>) {
  const moreId = useId();
  const namesSecondary = SECONDARY_FILTERS.some((key) => shown(key) && filters[key] !== "");
  const [open, setOpen] = useState(namesSecondary);
  const search = useListSearch(
    { filters, change },
    {
      label: "Search tickets",
      helperText: "Issue key, summary or description",
      name: "text",
      shown: shown("text"),
    },
  );

  // An address that names a secondary filter (a link, Back) shows it.
  useEffect(() => {
    if (namesSecondary) setOpen(true);
  }, [namesSecondary]);

  const types = useTicketTypes(open && shown("type"));
  const classifications = useTicketClassifications(filters.type, open && shown("classification"));

  // Under "More filters": asked for (and their choices loaded) only once open.
  const moreFilters = (
    <div id={moreId} hidden={!open} className={styles.grid}>
      {open && shown("type") && (
        <ChoiceFilter
          {...field("type")}
          anyLabel="Any request type"
          otherLabel="Unknown type"
          {...loadedChoices(types, choiceOf, "Loading request types…")}
          // Another type's classifications are not this one's: the classification goes too.
          onChange={(type) => change({ type, classification: "" })}
        />
      )}
      {open && shown("classification") && (
        <ChoiceFilter
          {...field("classification")}
          anyLabel="Any classification"
          otherLabel="Unknown classification"
          {...loadedChoices(classifications, choiceOf, "Loading classifications…")}
        />
      )}
      {open && shown("created_from") && (
        <DateFilter {...field("created_from")} max={filters.created_to} />
      )}
      {open && shown("created_to") && (
        <DateFilter {...field("created_to")} min={filters.created_from} />
      )}
    </div>
  );

  return (
    <ListFilterBar label="Ticket filters" search={search} after={moreFilters}>
      {shown("status") && <ChoiceFilter {...field("status")} anyLabel="Any status" />}
      <div className={buttonsClass}>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? "Fewer filters" : "More filters"}
        </Button>
        <ClearFiltersButton isFiltered={isFiltered} onClear={clear} />
      </div>
    </ListFilterBar>
  );
}
