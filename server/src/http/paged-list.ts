import type { Schema } from "effect";
import type { ListQueryOf } from "../../../src/core/api/define-list.ts";
import {
  arrayLiteral,
  type PreparedStatements,
  type SqlValue,
  type Statement,
} from "../db/prepared.ts";
import { type ReusedReads, reusedReads } from "../db/reused-reads.ts";
import type { OwnedKind } from "./foreign-rows.ts";
import type { PageWindow } from "./pagination.ts";

/**
 * One paged list, declared as data: a module says which table, whose rows, which filters,
 * which orderings and how a row becomes an item; `listPage` answers `{count, results}` and
 * `listAll` the whole filtered list (CSV export). docs/list-helper.md shows a declaration.
 *
 * How it stays fast at depth and under text search (docs/performance.md):
 * - Only the filters given are in the statement (one prepared statement per ordering and set
 *   of filters, made on first use), so the planner sees real conditions and can use an
 *   index for each, a trigram index for text search included; `$n is null or ...` would hide
 *   them behind a generic plan.
 * - The page takes its ids from the base table alone, in the order of its (owner, sort key,
 *   id) index, and joins only those rows: a deep offset walks an index, not a join. Under a
 *   text search, which PostgreSQL plans per term, the ids and the rows are two statements,
 *   so only the first is planned each call (pageByIds).
 * - The count is a lean query over the base table, skipped when the page itself shows the
 *   end of the list (a short page), or a maintained counter where the list declares one:
 *   every company-owned list's unfiltered count is list_counts' (countedPerCompany), read in
 *   the page's own statement.
 * - A filtered count is reused while nothing is written (db/reused-reads.ts): the next page
 *   of a search, the same search in another ordering, another tab or colleague asking the
 *   same, run only the page. A filter's condition depends on its parameters and the rows
 *   alone (a clock's value is a parameter, never `now()` in SQL), so the statement and its
 *   parameters are the key.
 */

export type ParamType = Statement["types"][number];

const NAME = /^[a-z][a-z0-9_]*$/;

/** What the helper needs of the server's context: its prepared statements. */
interface Statements {
  readonly statements: PreparedStatements;
}

/** A filter: its condition, with `?` where its value goes, and how to read the value. */
export interface ListFilter<Query> {
  readonly sql: string;
  readonly type: ParamType;
  /** The value from the decoded query, or null: not filtered. */
  readonly value: (query: Query) => SqlValue | null;
  /**
   * The best plan depends on the value (a text search term found in three rows or in every
   * row), so PostgreSQL plans each call anew. With such a filter the page is read in two
   * statements: the ids, planned each call but on the base table alone, then the rows by id,
   * planned once; one statement would plan the item's joins again on every call too.
   */
  readonly plannedPerValue?: boolean;
  /**
   * The filter's value is the stored id of a record of this kind: another company's id is
   * logged as a security event (list-route.ts), the list answering as for an unknown id.
   */
  readonly names?: OwnedKind;
}

/**
 * The SQL side of a list declared in core (src/core/api/define-list.ts): the query it reads
 * and the items it answers are the declaration's; only the rows are the module's own.
 */
export type ListRowsOf<
  List extends { readonly query: Schema.Top; readonly item: Schema.Top },
  Row,
> = ListDeclaration<ListQueryOf<List>, Row, List["item"]["Type"]>;

export interface ListDeclaration<Query, Row, Item> {
  /** Prefix of the statements' names: lowercase letters, digits and _. */
  readonly name: string;
  /** The base table with its alias: "support_tickets t". */
  readonly table: string;
  /** The alias of the base table: "t". Its `id` column is the key. */
  readonly alias: string;
  /** Whose rows: a condition on $1, the owner (company or user), e.g. "t.company_id = $1". */
  readonly owner: string;
  readonly filters: ReadonlyArray<ListFilter<Query>>;
  /** ORDER BY of each ordering, on the base table's columns, ending with the id. */
  readonly orderings: Readonly<Record<string, string>>;
  readonly ordering: (query: Query) => string;
  /** The item's columns (they may read $1), and the joins from the base table they need. */
  readonly columns: string;
  readonly joins?: string;
  /** The item of a row; the query carries the route's scope too (list-route.ts `scope`). */
  readonly toItem: (row: Row, query: Query) => Item;
  /**
   * The owner's row count without filters, from a maintained counter (a query reading $1 that
   * answers `n`), for a list polled often enough that counting every row would dominate:
   * the bell's notifications.
   */
  readonly unfilteredCount?: string;
}

/**
 * `unfilteredCount` of a list whose owner is `<alias>.company_id = $1`: the company's row
 * count of `table`, kept by the list_counts triggers (migration 0016 names the tables).
 */
export function countedPerCompany(table: string): string {
  if (!NAME.test(table)) throw new Error(`table name "${table}"`);
  return `select coalesce((select c.total from list_counts c where c.list = '${table}' and c.company_id = $1), 0) as n`;
}

interface Built {
  readonly where: string;
  readonly types: ParamType[];
  readonly params: SqlValue[];
  readonly key: string;
  /** A filter given whose value decides the plan (ListFilter.plannedPerValue). */
  readonly plannedPerValue: boolean;
}

/** The WHERE clause with the given filters only, numbered from $2, and the statement key. */
function build<Query>(
  list: Pick<ListDeclaration<Query, never, unknown>, "owner" | "filters">,
  query: Query,
  owner: number,
): Built {
  const conditions = [list.owner];
  const types: ParamType[] = ["int4"];
  const params: SqlValue[] = [owner];
  let mask = 0n;
  let plannedPerValue = false;
  list.filters.forEach((filter, index) => {
    const value = filter.value(query);
    if (value === null) return;
    params.push(value);
    types.push(filter.type);
    conditions.push(`(${filter.sql.replaceAll("?", `$${params.length}`)})`);
    mask |= 1n << BigInt(index);
    plannedPerValue ||= filter.plannedPerValue === true;
  });
  return {
    where: conditions.join(" and "),
    types,
    params,
    key: mask.toString(36),
    plannedPerValue,
  };
}

/**
 * A list's `ordering` when its query may name one (`?ordering=-created`): the named one, or
 * `fallback` when the query names none or leaves it empty.
 */
export function orderingOr<Query extends { readonly ordering?: string | undefined }>(
  fallback: string,
): (query: Query) => string {
  return (query) =>
    query.ordering === undefined || query.ordering === "" ? fallback : query.ordering;
}

function orderingOf<Query>(
  list: Pick<ListDeclaration<Query, never, unknown>, "name" | "orderings" | "ordering">,
  query: Query,
) {
  const names = Object.keys(list.orderings);
  const name = list.ordering(query);
  const index = names.indexOf(name);
  const order = list.orderings[name];
  if (index < 0 || order === undefined) throw new Error(`${list.name}: no ordering "${name}"`);
  return { index, order };
}

function rowsFrom(list: { readonly table: string; readonly joins?: string }): string {
  return list.joins ? `${list.table} ${list.joins}` : list.table;
}

/** Filtered counts kept per server (its statements) at most: small numbers, many keys. */
const COUNTS_KEPT = 2_000;
const countsOf = new WeakMap<PreparedStatements, ReusedReads<number>>();

function reusedCounts(statements: PreparedStatements): ReusedReads<number> {
  let counts = countsOf.get(statements);
  if (counts === undefined) {
    counts = reusedReads<number>(statements, { kept: COUNTS_KEPT });
    countsOf.set(statements, counts);
  }
  return counts;
}

/** The page statement's columns: its rows as a JSON array, and the maintained count. */
const ROWS_COLUMN = "list_rows";
const COUNT_COLUMN = "list_unfiltered_count";
type PageAnswer = {
  readonly [ROWS_COLUMN]: string;
  readonly [COUNT_COLUMN]?: number | string;
};

/**
 * `select` (rows in the list's order) answered as one JSON text in ROWS_COLUMN, not a row
 * each: the drivers then read one field instead of one per column and row (PGlite's protocol
 * parser copied every field, a quarter of a ticket page's time). json_agg keeps the order of
 * the sorted subquery it reads, as PostgreSQL's documentation of aggregates says it does when
 * the outer query adds no join or grouping; every list's tests assert the order. `extra`:
 * more columns of the answer.
 */
function asJsonRows(select: string, extra = ""): string {
  return `select coalesce(json_agg(item), '[]')::text as ${ROWS_COLUMN}${extra}
      from (${select}) item`;
}

/** The rows asJsonRows answered: JSON values, so `toItem` sees the same in a page and an export. */
function jsonRowsOf<Row>(answer: PageAnswer | undefined): Row[] {
  return JSON.parse(answer?.[ROWS_COLUMN] ?? "[]") as Row[];
}

/** A page's answer, and how many rows its window held (the short-page test reads that). */
interface PageRead<Row> {
  readonly answer: PageAnswer | undefined;
  readonly rows: Row[];
  readonly listed: number;
}

/** The page in one statement: its ids (a subquery) and their rows, planned together. */
async function onePage<Query, Row, Item>(
  ctx: Statements,
  list: ListDeclaration<Query, Row, Item>,
  order: string,
  countColumn: string,
  ids: Statement,
  params: SqlValue[],
): Promise<PageRead<Row>> {
  const page: Statement = {
    ...ids,
    text: `with page as (${ids.text})
      ${asJsonRows(
        `select ${list.columns}
        from ${rowsFrom(list)} join page on page.id = ${list.alias}.id
        order by ${order}`,
        countColumn,
      )}`,
  };
  const [answer] = await ctx.statements.run<PageAnswer>(page, params);
  const rows = jsonRowsOf<Row>(answer);
  return { answer, rows, listed: rows.length };
}

/**
 * The page in two statements (a filter planned per value, ListFilter.plannedPerValue): the
 * ids, which PostgreSQL plans anew each call on the base table alone, then their rows, whose
 * joins are planned once (a generic plan: its only values are the owner and the ids). On
 * PGlite the joins' planning was most of a text search's page: 5.4 ms in one statement
 * against 2.5-2.8 + 1.3-1.4 ms in two (tickets, 10,000 rows, docs/performance.md).
 */
async function pageByIds<Query, Row, Item>(
  ctx: Statements,
  list: ListDeclaration<Query, Row, Item>,
  ordering: { readonly index: number; readonly order: string },
  owner: number,
  ids: Statement,
  params: SqlValue[],
): Promise<PageRead<Row>> {
  const found = await ctx.statements.run<{ id: number | string }>(
    { ...ids, name: `${ids.name}_ids` },
    params,
  );
  if (found.length === 0) return { answer: undefined, rows: [], listed: 0 };
  const rows: Statement = {
    name: `${list.name}_rows_${ordering.index}`,
    // $2's type is left to PostgreSQL: an array of the key's type, from `= any($2)`.
    types: ["int4"],
    text: asJsonRows(
      `select ${list.columns} from ${rowsFrom(list)}
        where ${list.owner} and ${list.alias}.id = any($2)
        order by ${ordering.order}`,
    ),
  };
  const [answer] = await ctx.statements.run<PageAnswer>(rows, [
    owner,
    arrayLiteral(found.map((row) => row.id)),
  ]);
  // A row deleted between the two statements leaves the page one short; whether the list
  // ends here is the ids' to say, not the rows'.
  return { answer, rows: jsonRowsOf<Row>(answer), listed: found.length };
}

export async function listPage<Query, Row, Item>(
  ctx: Statements,
  list: ListDeclaration<Query, Row, Item>,
  owner: number,
  query: Query,
  window: PageWindow,
): Promise<{ count: number; results: Item[] }> {
  if (!NAME.test(list.name)) throw new Error(`list name "${list.name}"`);
  const built = build(list, query, owner);
  const { index, order } = orderingOf(list, query);
  // The limit is written into the statement, and so is the offset of a first page; a deeper
  // offset is a parameter. With `limit $n` or `offset $n` PostgreSQL costs a generic plan as
  // if a tenth of the rows came back, so on first pages it never preferred that plan and
  // planned every EXECUTE anew (1.5-4 ms at 10,000 rows, at load). With both known the generic
  // plan wins after five runs. At most 100 limits (MAX_PAGE_LIMIT) times first and deep.
  if (!Number.isSafeInteger(window.limit) || window.limit < 0) {
    throw new Error(`limit ${window.limit}`);
  }
  const first = window.offset === 0;
  const offset = first ? "0" : `$${built.params.length + 1}`;
  const offsetParams = first ? [] : [window.offset];
  // A maintained counter answers the unfiltered count: read in the page's own statement, one
  // round trip instead of two for the bell's poll (each costs most of a request on PGlite).
  const counter = built.key === "0" ? list.unfilteredCount : undefined;
  const countColumn = counter === undefined ? "" : `, (${counter}) as ${COUNT_COLUMN}`;
  const name = `${list.name}_page_${index}_${built.key}_${window.limit}${first ? "" : "_deep"}`;
  const types: ParamType[] = first ? built.types : [...built.types, "int4"];
  const params = [...built.params, ...offsetParams];
  const ids = `select ${list.alias}.id from ${list.table} where ${built.where}
        order by ${order} limit ${window.limit} offset ${offset}`;
  const read = built.plannedPerValue
    ? await pageByIds(ctx, list, { index, order }, owner, { name, types, text: ids }, params)
    : await onePage(ctx, list, order, countColumn, { name, types, text: ids }, params);
  const counted = read.answer?.[COUNT_COLUMN];
  const results = read.rows.map((row) => list.toItem(row, query));
  // A page shorter than the limit (and not empty past the end) shows where the list ends.
  if (read.listed < window.limit && (read.listed > 0 || window.offset === 0)) {
    return { count: window.offset + read.listed, results };
  }
  if (counted !== undefined) return { count: Number(counted), results };
  const count: Statement = {
    name: `${list.name}_count_${built.key}`,
    types: built.types,
    text: counter ?? `select count(*)::int as n from ${list.table} where ${built.where}`,
  };
  const key = `${count.name}\u0000${JSON.stringify(built.params)}`;
  const total = await reusedCounts(ctx.statements).get(key, async () => {
    const [row] = await ctx.statements.run<{ n: number }>(count, built.params);
    return Number(row?.n ?? 0);
  });
  return { count: total, results };
}

/** Every row the filters select, in the list's order: what an export writes. */
export async function listAll<Query, Row, Item>(
  ctx: Statements,
  list: ListDeclaration<Query, Row, Item>,
  owner: number,
  query: Query,
): Promise<Item[]> {
  const built = build(list, query, owner);
  const { index, order } = orderingOf(list, query);
  const statement: Statement = {
    name: `${list.name}_all_${index}_${built.key}`,
    types: built.types,
    text: asJsonRows(
      `select ${list.columns} from ${rowsFrom(list)} where ${built.where} order by ${order}`,
    ),
  };
  const [answer] = await ctx.statements.run<PageAnswer>(statement, built.params);
  return jsonRowsOf<Row>(answer).map((row) => list.toItem(row, query));
}
