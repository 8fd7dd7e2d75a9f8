import { Schema } from "effect";
import { DateFilter } from "./date-filter.ts";
import { isWithoutNullCharacters } from "./plain-text.ts";

/**
 * The pieces every list's query contract is declared with (GET /services, /support/tickets,
 * /invoices, /maintenances, /outages): a list's file names its filters, orderings and
 * vocabularies, and these read and check them the same way for all of them, in the portal and
 * on the server. An unknown value of any filter is a 400 naming the field.
 */

/** One value a filter's select offers, in the customer's words: "Overdue", "Open or resolved". */
export interface FilterChoice {
  readonly value: string;
  readonly label: string;
}

/** A fixed vocabulary (statuses, types) as a filter's choices, each with its label. */
export function vocabularyChoices<Value extends string>(
  values: ReadonlyArray<Value>,
  labels: Readonly<Record<Value, string>>,
): ReadonlyArray<FilterChoice> {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A filter's value, or "" for none (forms send cleared fields empty, as the URL keeps them). */
export const orEmpty = <S extends Schema.Top>(schema: S) =>
  Schema.optionalKey(Schema.Union([Schema.Literal(""), schema]));

/** Free text: at most `maxLength` characters, no NUL (PostgreSQL refuses it in text). */
export const FilterText = (maxLength: number) =>
  Schema.String.pipe(Schema.check(Schema.isMaxLength(maxLength), isWithoutNullCharacters));

/** A query-string id filter: digits only, so that "abc" is a 400 and not an empty list. */
export const IdFilter = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d{1,10}$/u, { message: "A valid integer is required." })),
);

/**
 * A list's search box (`search`, or `text` on the lists the specification names so): free
 * text of at most `maxLength` characters, "Search" in the form and in a dropped filter's notice.
 */
export function searchFilter(maxLength: number) {
  return { schema: FilterText(maxLength), label: "Search" } as const;
}

/**
 * One service's lists (its tickets, events, contract lines, cease orders, alerts): `service`
 * is the service's id as its pages link it, the same filter on every list that has it.
 */
export const ServiceFilter = FilterText(64);
export const SERVICE_FILTER = { schema: ServiceFilter, label: "Service" } as const;

/**
 * `date_from` and `date_to`: a period of the list's own dates, "From" and "To" in the form,
 * each a DateFilter (a day or an instant; a day as `date_to` includes that whole day).
 * Spread where the period stands in the form's order.
 */
export const PERIOD_FILTERS = {
  date_from: { schema: DateFilter, label: "From" },
  date_to: { schema: DateFilter, label: "To" },
} as const;

type Reversed<Ordering extends string> = Ordering extends `-${infer Key}` ? Key : `-${Ordering}`;

/**
 * `?ordering=` values, DRF style, each key both ways, in the direction given first:
 * `bothWays("-period", "status")` is ["-period", "period", "status", "-status"].
 */
export function bothWays<const Ordering extends string>(
  ...first: ReadonlyArray<Ordering>
): ReadonlyArray<Ordering | Reversed<Ordering>> {
  return first.flatMap((ordering) => [
    ordering,
    (ordering.startsWith("-") ? ordering.slice(1) : `-${ordering}`) as Reversed<Ordering>,
  ]);
}

const partsOf = (value: string) => value.split(",").map((part) => part.trim());

/** One known word or a comma list of them ("open,in_progress"), spaces around commas allowed. */
export function CommaListFilter(known: ReadonlyArray<string>) {
  return Schema.String.pipe(
    Schema.check(
      Schema.makeFilter(
        (value: string) =>
          partsOf(value).every((part) => known.includes(part)) ||
          `Expected one or more of ${known.join(", ")}, separated by commas`,
      ),
    ),
  );
}

/** A filter over a closed vocabulary, offered as a select: one of `values`, each labelled. */
export function oneOfFilter<const Value extends string>(
  values: ReadonlyArray<Value>,
  labels: Readonly<Record<Value, string>>,
  label: string,
) {
  return { schema: Schema.Literals(values), label, choices: vocabularyChoices(values, labels) };
}

/**
 * The same taking one value or a comma list of them ("open,overdue"); `named` comma lists
 * are offered first ("Unresolved").
 */
export function someOfFilter<const Value extends string>(
  values: ReadonlyArray<Value>,
  labels: Readonly<Record<Value, string>>,
  label: string,
  named: ReadonlyArray<FilterChoice> = [],
) {
  return {
    schema: CommaListFilter(values),
    label,
    choices: [...named, ...vocabularyChoices(values, labels)],
  };
}

/**
 * The known words a comma-list filter names, once each and in the vocabulary's order (so
 * "closed, open,open" and "open,closed" ask the same); unknown words and none give [].
 */
export function commaListOf<Value extends string>(
  known: ReadonlyArray<Value>,
): (filter: string | undefined) => Value[] {
  return (filter) => {
    if (filter === undefined) return [];
    const parts = partsOf(filter);
    return known.filter((value) => parts.includes(value));
  };
}

/**
 * A list's query contract: its own filters, then `ordering` (DRF style: "-created") when it
 * has orderings, and `export=true` (the whole filtered list as a CSV download; offset and
 * limit ignored) when it has a CSV. Paging (`offset`, `limit`) is read by the list-route
 * helper, not declared here. The type names both optional parameters for every list (a list
 * without them simply never receives them), so that one type serves all lists.
 */
export function ListQuery<const Fields extends Schema.Struct.Fields, Ordering extends string>(
  filters: Fields,
  orderings: ReadonlyArray<Ordering>,
  exports = true,
) {
  const full = {
    ...filters,
    ordering: orEmpty(Schema.Literals(orderings)),
    export: orEmpty(Schema.Literals(["true", "false"])),
  };
  const { ordering, export: exported, ...own } = full;
  return Schema.Struct({
    ...own,
    ...(orderings.length > 0 ? { ordering } : {}),
    ...(exports ? { export: exported } : {}),
  } as typeof full);
}
