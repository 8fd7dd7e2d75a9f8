import { Schema } from "effect";
import { type FilterChoice, ListQuery, orEmpty } from "./list-query.ts";
import { DEFAULT_PAGE_LIMIT, filledFilters, pageQuery } from "./page-window.ts";
import { Paginated } from "./paginated.ts";

/**
 * One list of the contract, declared once and read by every layer (issue 39): the server's
 * list route takes its path, query schema and CSV header from it; the portal's address filters
 * take their names, checks and labels from it, and its list call the page's window and size.
 * A list's file in `src/core/api/<module>/` declares it with `defineList`; adding a filter is
 * an entry here and its SQL in the server's list file (docs/adding-a-module.md).
 */

/** One filter: what a filled value must be (an empty one means "no filter") and its name. */
export interface ListFilterSpec<S extends Schema.Top = Schema.Top> {
  /** The filled value's contract: the server answers 400 naming the field for anything else. */
  readonly schema: S;
  /** The filter in the customer's words ("Billed from"): the notice of a dropped filter says it. */
  readonly label: string;
  /**
   * What its select offers, for a closed vocabulary: `oneOfFilter` and `someOfFilter`
   * (list-query.ts) declare it with the vocabulary's labels, and any comma list worth a choice
   * of its own ("Unresolved"). A filter whose choices are records (locations, request types) or
   * that is typed (a search, a date) has none.
   */
  readonly choices?: ReadonlyArray<FilterChoice>;
}

export interface ListSpec<
  Filters extends Readonly<Record<string, ListFilterSpec>>,
  Ordering extends string,
  Item extends Schema.Top,
  ExportStatusPath extends string | undefined = string | undefined,
> {
  /** The resource the list reads: the root of its query keys, so one invalidation reaches every page. */
  readonly resource: string;
  /** Its path under /v2. */
  readonly path: string;
  /** The schema of one result. */
  readonly item: Item;
  /**
   * Its filters, by the name the address and the call both use, in the form's order. A list
   * without filters (the caller's API keys, sessions) leaves it out.
   */
  readonly filters?: Filters;
  /**
   * `?ordering=` values, DRF style ("-created"), and the one used when none is asked. A list
   * in one fixed order (newest first, soonest end first) declares none: its call then has no
   * `ordering` parameter.
   */
  readonly orderings?: ReadonlyArray<Ordering>;
  readonly defaultOrdering?: Ordering;
  /** The header of its `export=true` CSV, when it has one (else its call has no `export`). */
  readonly csvColumns?: ReadonlyArray<string>;
  /**
   * Where the caller's latest export is reported (ExportStatus, export-status.ts), for a list
   * whose exports are recorded.
   */
  readonly exportStatusPath?: ExportStatusPath;
  /** Results per page of the portal's list: the API's own page (DEFAULT_PAGE_LIMIT) if left out. */
  readonly pageSize?: number;
}

type FilterFields<Filters extends Readonly<Record<string, ListFilterSpec>>> = {
  readonly [K in keyof Filters]: ReturnType<typeof orEmpty<Filters[K]["schema"]>>;
};

/** A list declared once: its spec and what every layer derives from it. */
export interface ListDefinition<
  Filters extends Readonly<Record<string, ListFilterSpec>>,
  Ordering extends string,
  Item extends Schema.Top,
  ExportStatusPath extends string | undefined = string | undefined,
> extends Omit<
    ListSpec<Filters, Ordering, Item>,
    "filters" | "pageSize" | "defaultOrdering" | "exportStatusPath"
  > {
  readonly filters: Filters;
  readonly pageSize: number;
  readonly exportStatusPath: ExportStatusPath;
  /** The ordering used when none is asked; undefined for a list in one fixed order. */
  readonly defaultOrdering: [Ordering] extends [never] ? undefined : Ordering;
  /** GET <path>'s answer: one page, `{count, next, previous, results}` of `item`. */
  readonly response: ReturnType<typeof Paginated<Item>>;
  /** The filters' names in the form's order. */
  readonly filterKeys: ReadonlyArray<keyof Filters & string>;
  /** GET <path>'s query contract: the filters, `ordering` and `export` (list-query.ts). */
  readonly query: ReturnType<typeof ListQuery<FilterFields<Filters>, Ordering>>;
  /** Whether a filled value in the address is one the call accepts (else it is dropped). */
  readonly filterChecks: Readonly<Record<keyof Filters & string, (value: string) => boolean>>;
  readonly filterLabels: Readonly<Record<keyof Filters & string, string>>;
  /** Each filter's declared choices; none (an empty list) for a filter without. */
  readonly filterChoices: Readonly<Record<keyof Filters & string, ReadonlyArray<FilterChoice>>>;
  /**
   * The call of one page: the filled filters under their own names and the page's window,
   * `pageSize` at a time (the list's own unless a screen shows fewer: a service's tickets).
   * A filter left out is no filter, like an empty one.
   */
  page(
    filters: Readonly<Partial<Record<keyof Filters & string, string>>>,
    page: number,
    pageSize?: number,
  ): Partial<Record<keyof Filters & string, string>> & {
    readonly offset: number;
    readonly limit: number;
  };
  /** The call of the CSV export: the filled filters alone. */
  exportQuery(
    filters: Readonly<Partial<Record<keyof Filters & string, string>>>,
  ): Partial<Record<keyof Filters & string, string>>;
}

/** The filters of a declared list as the address keeps them: one text per filter, "" for none. */
export type ListFilterValues<List extends { readonly filterKeys: ReadonlyArray<string> }> =
  Readonly<Record<List["filterKeys"][number], string>>;

const NO_CHOICES: ReadonlyArray<FilterChoice> = [];

/** The filters of a list that has none. */
type NoFilters = Readonly<Record<never, ListFilterSpec>>;

export function defineList<
  const Filters extends Readonly<Record<string, ListFilterSpec>> = NoFilters,
  const Ordering extends string = never,
  Item extends Schema.Top = Schema.Top,
  const ExportStatusPath extends string | undefined = undefined,
>(
  spec: ListSpec<Filters, Ordering, Item, ExportStatusPath>,
): ListDefinition<Filters, Ordering, Item, ExportStatusPath> {
  type Key = keyof Filters & string;
  const filters = spec.filters ?? ({} as Filters);
  const pageSize = spec.pageSize ?? DEFAULT_PAGE_LIMIT;
  const filterKeys = Object.keys(filters) as Key[];
  const each = <Value>(make: (filter: ListFilterSpec, key: Key) => Value) =>
    Object.fromEntries(
      filterKeys.map((key) => [key, make(filters[key] as ListFilterSpec, key)]),
    ) as Record<Key, Value>;
  const fields = each((filter) => orEmpty(filter.schema)) as unknown as FilterFields<Filters>;
  if ((spec.orderings?.length ?? 0) > 0 && spec.defaultOrdering === undefined) {
    throw new Error(`${spec.path}: a list with orderings names its default ordering`);
  }
  return {
    ...spec,
    filters,
    pageSize,
    defaultOrdering: spec.defaultOrdering as ListDefinition<
      Filters,
      Ordering,
      Item
    >["defaultOrdering"],
    exportStatusPath: spec.exportStatusPath as ExportStatusPath,
    filterKeys,
    response: Paginated(spec.item),
    query: ListQuery(fields, spec.orderings ?? [], spec.csvColumns !== undefined),
    filterChecks: each((filter) => {
      const accepts = Schema.is(filter.schema);
      return (value: string) => accepts(value);
    }),
    filterLabels: each((filter) => filter.label),
    filterChoices: each((filter) => filter.choices ?? NO_CHOICES),
    page: (values, page, size = pageSize) => pageQuery(values, page, size),
    exportQuery: (values) => filledFilters(values),
  };
}

/**
 * Any declared list, as the layers that take every list read it: the generic list resource
 * (src/adapters/lists), the record-list component (src/ui/components/records) and the
 * server's list route (server/src/http/list-route.ts). Methods, so that each list's own
 * filter names stand in for `string`.
 */
export interface AnyList {
  readonly resource: string;
  readonly path: string;
  readonly item: Schema.Top;
  readonly response: Schema.Top & Schema.ConstraintDecoder<unknown>;
  readonly filterKeys: ReadonlyArray<string>;
  readonly filterChecks: Readonly<Record<string, (value: string) => boolean>>;
  readonly filterLabels: Readonly<Record<string, string>>;
  readonly filterChoices: Readonly<Record<string, ReadonlyArray<FilterChoice>>>;
  readonly csvColumns?: ReadonlyArray<string>;
  readonly exportStatusPath: string | undefined;
  readonly pageSize: number;
  page(
    filters: Readonly<Partial<Record<string, string>>>,
    page: number,
    pageSize?: number,
  ): Readonly<Record<string, string | number>>;
  exportQuery(filters: Readonly<Partial<Record<string, string>>>): Readonly<Record<string, string>>;
}

/** The decoded query of a declared list's GET: its filters, `ordering` and `export`. */
export type ListQueryOf<List extends { readonly query: Schema.Top }> = List["query"]["Type"];
