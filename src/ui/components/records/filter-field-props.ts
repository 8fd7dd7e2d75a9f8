import type { FilterChoice } from "../../../core/api/list-query.ts";

/**
 * What every filter control of a declared list takes from the declaration (issue 39): its
 * label (the one the dropped-filter notice says too), the address's name, the value in effect
 * and the change of that one filter, and its declared choices. A form spreads `field("status")`
 * into a ChoiceFilter or DateFilter and adds only what is its own ("Any status"; the choices
 * of a filter whose choices are loaded records, spread after it).
 */
export interface FilterFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  /** The declaration's choices: empty for a filter that declares none. */
  readonly choices: ReadonlyArray<FilterChoice>;
  readonly onChange: (value: string) => void;
}

/** The props of one filter's control, for a key the list declares. */
export type FilterField<Key extends string> = (key: Key) => FilterFieldProps;

/**
 * `field` for a declared list, given the filters in effect and the change of the address.
 * A filter missing from `filters` (a form that sees only some) reads as none.
 */
export function filterFieldProps<Key extends string>(
  list: {
    readonly filterLabels: Readonly<Record<Key, string>>;
    readonly filterChoices: Readonly<Record<Key, ReadonlyArray<FilterChoice>>>;
  },
  filters: Readonly<Partial<Record<NoInfer<Key>, string>>>,
  change: (patch: Partial<Record<NoInfer<Key>, string>>) => void,
): FilterField<Key> {
  return (key) => ({
    label: list.filterLabels[key],
    name: key,
    value: filters[key] ?? "",
    choices: list.filterChoices[key],
    onChange: (value) => change({ [key]: value } as Partial<Record<Key, string>>),
  });
}
