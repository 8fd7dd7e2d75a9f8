import type { ReactNode } from "react";
import { filterBar } from "#styled-system/recipes/index.js";
import type { QueryView } from "../../../adapters/react/result-views.ts";
import type { FilterChoice } from "../../../core/api/list-query.ts";
import { Button } from "../button.tsx";
import { SelectField, TextField } from "../text-field.tsx";

/**
 * The parts every list's filter form is made of (tickets, services, maintenances, outages and
 * the next module's list): the search form, a text search, a select of fixed or loaded
 * choices, a date, and the clear button. Each list declares which filters it has; the
 * controls, their "Any …" first option and their layout (the filterBar recipe) are these.
 */

/**
 * A ChoiceFilter's choices loaded from the server (request types, locations), spread into it:
 * the records as choices once they are there, the select waiting meanwhile with what it
 * waits for ("Loading locations…"), and the failure to load them. Records that give the same
 * value (two data centres of one metro) are one choice, the first one's.
 */
export function loadedChoices<Item>(
  view: QueryView<{ readonly results: ReadonlyArray<Item> }>,
  choiceOf: (record: Item) => FilterChoice,
  pendingLabel: string,
): {
  readonly choices: ReadonlyArray<FilterChoice>;
  readonly pending: boolean;
  readonly pendingLabel: string;
  readonly error: string | null;
} {
  return {
    choices: distinctChoices((view.data?.results ?? []).map(choiceOf)),
    pending: view.isPending,
    pendingLabel,
    error: view.error,
  };
}

function distinctChoices(choices: ReadonlyArray<FilterChoice>): ReadonlyArray<FilterChoice> {
  const seen = new Set<string>();
  return choices.filter((choice) => !seen.has(choice.value) && seen.add(choice.value));
}

/** The form around a list's filters: a search landmark named after the list. */
export function FilterForm({
  label,
  onSubmit,
  className = filterBar().root,
  children,
}: {
  /** "Ticket filters". */
  readonly label: string;
  /** Enter in the search field applies the typed text at once. */
  readonly onSubmit: () => void;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" works in every browser the portal supports; <search> does not yet.
    <form
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/**
 * The form around filters that apply as soon as they change (selects, a threshold) and have
 * no search to submit: a form named after the list, not a search landmark, whose fields sit
 * in the filterBar recipe's grid; Enter in a field sends nothing.
 */
export function InstantFilterForm({
  label,
  after,
  children,
}: {
  /** "Contract filters". */
  readonly label: string;
  /** Controls below the grid (the monitoring page's range buttons). */
  readonly after?: ReactNode;
  readonly children: ReactNode;
}) {
  const styles = filterBar();
  return (
    <form aria-label={label} className={styles.root} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.grid}>{children}</div>
      {after}
    </form>
  );
}

export function SearchFilter({
  label,
  helperText,
  name,
  value,
  onChange,
}: {
  readonly label: string;
  /** What the search looks in: "Issue key, summary or description". */
  readonly helperText: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
}) {
  return (
    <TextField
      label={label}
      helperText={helperText}
      type="search"
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A select of one filter: "Any …" (no filter), the choices, and the address's value when
 * the choices do not hold it (several values "a,b" from a link, or choices still loading), so
 * the select always shows what the list is filtered by.
 */
export function ChoiceFilter({
  label,
  name,
  value,
  anyLabel,
  choices,
  otherLabel,
  pending = false,
  pendingLabel = "Loading…",
  error,
  onChange,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  /** "Any status". */
  readonly anyLabel: string;
  readonly choices: ReadonlyArray<FilterChoice>;
  /** How a value outside the choices reads; the value itself, commas spaced, by default. */
  readonly otherLabel?: string;
  /** The choices are being loaded: the select waits, saying so ("Loading locations…"). */
  readonly pending?: boolean;
  readonly pendingLabel?: string;
  readonly error?: string | null;
  readonly onChange: (value: string) => void;
}) {
  const isOther = value !== "" && !choices.some((choice) => choice.value === value);
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      disabled={pending}
      errorText={error ?? undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{pending ? pendingLabel : anyLabel}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
      {isOther && (
        <option value={value}>
          {pending ? "Loading…" : (otherLabel ?? value.replaceAll(",", ", "))}
        </option>
      )}
    </SelectField>
  );
}

export function DateFilter({
  label,
  name,
  value,
  min,
  max,
  onChange,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  /** The other end of the period, when set: the browser's picker keeps the two in order. */
  readonly min?: string;
  readonly max?: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="date"
      name={name}
      value={value}
      min={min === "" ? undefined : min}
      max={max === "" ? undefined : max}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** "Clear filters", shown while any filter is set. */
export function ClearFiltersButton({
  isFiltered,
  onClear,
}: {
  readonly isFiltered: boolean;
  readonly onClear: () => void;
}) {
  if (!isFiltered) return null;
  return (
    <Button variant="ghost" onClick={onClear}>
      Clear filters
    </Button>
  );
}
