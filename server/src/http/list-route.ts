import { Schema } from "effect";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AnyList } from "../../../src/core/api/define-list.ts";
import type { Permission } from "../../../src/core/permissions/index.ts";
import { activityBy } from "../activity/activity-entry.ts";
import { recordActivity } from "../activity/record-activity.ts";
import type { CurrentUser } from "../auth/caller.ts";
import type { ServerContext } from "../context.ts";
import { reusedReads } from "../db/reused-reads.ts";
import { attachmentHeaders } from "../uploads/download-headers.ts";
import { csvDocument } from "./csv.ts";
import { ForeignRecordError, logForeignRecordAttempt } from "./foreign-records.ts";
import { missingRow } from "./foreign-rows.ts";
import { type ListDeclaration, listAll, listPage } from "./paged-list.ts";
import { pageWindow, paginated } from "./pagination.ts";
import { type AnySchema, EncodedJson, type Router } from "./routes.ts";

/**
 * `?export=true`: the whole filtered list as a CSV download. Its header is the list
 * declaration's `csvColumns` (src/core/api/define-list.ts); this says how an item fills it:
 * one row per item (`row`), or any number (`rowsOf`, given all the items: an invoice's lines).
 */
export type CsvCells = ReadonlyArray<string | number | null>;
export interface CsvExport<Item> {
  /** The row of one item (give this or `rowsOf`). */
  readonly row?: (item: Item) => CsvCells;
  /** The rows of all the items, in order, any number per item. */
  readonly rowsOf?: (items: ReadonlyArray<Item>) => Promise<ReadonlyArray<CsvCells>>;
  /** The file's name, given the day (YYYY-MM-DD) of the export. */
  readonly filename: (day: string) => string;
  /** Wraps writing the export (e.g. to record it); `write` answers the row count. */
  readonly track?: (user: CurrentUser, write: () => Promise<number>) => Promise<void>;
}

/** What a list route reads of the list's declaration in core: its contract. */
export type DeclaredList<Q extends AnySchema> = Pick<AnyList, "path" | "csvColumns"> & {
  readonly query: Q;
  readonly response: AnySchema;
};

/**
 * A declared list's path as the router writes it: a list of one record's, declared
 * `/services/{id}/child`, is routed at `/services/:id/child`.
 */
export function routePathOf(list: Pick<AnyList, "path">): string {
  return list.path.replace(/\{(\w+)\}/gu, ":$1");
}

/**
 * Values the server decides for one request (the caller's session, its clock), which no
 * caller may pass or fake: the list's filters and `toItem` read them as part of the query.
 */
export type ListScope<S extends object> = (
  request: FastifyRequest,
  user: CurrentUser,
  ctx: ServerContext,
) => S;

export interface ListRouteSpec<Q extends AnySchema, Row, Item, S extends object = object> {
  /** The list as core declares it (`defineList`): path, query, answer and CSV header. */
  readonly list: DeclaredList<Q>;
  readonly summary: string;
  readonly tag: string;
  readonly access: "signed-in" | ReadonlyArray<Permission>;
  /** Only for people signed in (routes.ts): refused to API keys, as the route's own data is. */
  readonly peopleOnly?: boolean;
  /** Its SQL: the module's list file (paged-list.ts), reading the query and the scope. */
  readonly rows: ListDeclaration<Q["Type"] & S, Row, Item>;
  /**
   * Server-decided values the SQL and `toItem` read beside the query's (the sessions list:
   * the caller's session id to mark "this session", the server's clock for "not expired").
   * Merged over the decoded query, so a query field of the same name cannot override them.
   */
  readonly scope?: ListScope<S>;
  /** Whose rows the caller sees: their company's (the default) or their own. */
  readonly owner?: "company" | "user";
  readonly csv?: CsvExport<Item>;
  /**
   * Brings state derived from time up to date before the list is read (the services and
   * notifications lists move placed orders on: see modules/ordering/orders.ts).
   */
  readonly before?: (user: CurrentUser) => Promise<void>;
  /**
   * Keep each caller's encoded page per URL while no write could have changed it
   * (db/reused-reads.ts; on PostgreSQL while its commit notices are heard): for a list polled by every open tab (the bell),
   * an unchanged answer then costs neither a statement nor an encode. Only for lists whose
   * page depends on nothing but the database, the caller and the URL.
   */
  readonly reuseWhileUnwritten?: boolean;
}

/**
 * Bounds the memory of the reused pages: callers and URLs beyond this many, or pages beyond
 * this many characters in all (a caller may ask for 100 items under any number of URLs),
 * are read again. A bell's page of 10 is about 3,000 characters.
 */
const PAGES_KEPT = {
  kept: 10_000,
  budget: 16_000_000,
  size: (page: EncodedJson) => page.json.length,
};

async function sendCsv<Q, Row, Item>(
  ctx: ServerContext,
  reply: FastifyReply,
  user: CurrentUser,
  owner: number,
  spec: {
    readonly path: string;
    readonly rows: ListDeclaration<Q, Row, Item>;
    readonly header: ReadonlyArray<string>;
    readonly csv: CsvExport<Item>;
  },
  query: Q,
  asked: unknown,
): Promise<FastifyReply> {
  const startedAt = ctx.now();
  let body = "";
  let count = 0;
  const write = async () => {
    const items = await listAll(ctx, spec.rows, owner, query);
    const { row, rowsOf } = spec.csv;
    const rows = rowsOf ? await rowsOf(items) : items.map((item) => row?.(item) ?? []);
    body = csvDocument(spec.header, rows);
    count = items.length;
    return items.length;
  };
  await (spec.csv.track ? spec.csv.track(user, write) : write());
  const name = spec.csv.filename(startedAt.toISOString().slice(0, 10));
  // Every export of every list is in the company's activity log (issue 44), with its filters.
  await recordActivity(ctx.db, {
    ...activityBy(ctx, user),
    action: "export.downloaded",
    target: { type: "export", id: null, label: name },
    after: { format: "csv", list: spec.path, rows: count, filters: filtersOf(asked) },
  });
  // Awaiting the reply waits for the answer to be written, so the router sees it as sent.
  await reply.code(200).headers(attachmentHeaders(name, "text/csv; charset=utf-8")).send(body);
  return reply;
}

/** The filled filters of an export, as `name=value` texts. */
function filtersOf(query: unknown): string[] {
  return Object.entries(query as Record<string, unknown>)
    .filter(([name, value]) => name !== "export" && typeof value === "string" && value !== "")
    .map(([name, value]) => `${name}=${String(value)}`);
}

/**
 * GET of a paged list, declared once: `{count, next, previous, results}` from `offset` and
 * `limit`, the filters and ordering of the declaration, and with `csv` the `export=true`
 * download. The route is documented in the OpenAPI document like any other.
 */
export function registerListRoute<Q extends AnySchema, Row, Item, S extends object = object>(
  router: Router,
  ctx: ServerContext,
  spec: ListRouteSpec<Q, Row, Item, S>,
): void {
  const {
    list,
    rows,
    csv,
    owner: ownerKind,
    before,
    reuseWhileUnwritten,
    scope,
    ...described
  } = spec;
  if (scope !== undefined && reuseWhileUnwritten) {
    // A reused page is keyed by the caller and the URL, which do not carry the scope's values.
    throw new Error(`${list.path}: a scoped list cannot reuse its pages`);
  }
  const header = list.csvColumns;
  if (csv !== undefined && header === undefined) {
    throw new Error(`${list.path}: a CSV export needs the list's csvColumns`);
  }
  const route = {
    ...described,
    path: routePathOf(list),
    query: list.query,
    response: list.response,
  };
  const documented = csv ? { ...route, alsoProduces: "text/csv" } : route;
  const encode = Schema.encodeUnknownSync(list.response);
  const pages = reuseWhileUnwritten ? reusedReads(ctx.statements, PAGES_KEPT) : null;
  router.route({ ...documented, method: "GET" }, async ({ request, reply, user, query: asked }) => {
    const query = { ...(asked as object), ...scope?.(request, user, ctx) } as Q["Type"] & S;
    const owner = ownerKind === "user" ? user.id : user.companyId;
    // First: what it brings up to date is a write, which the reuse below then sees.
    if (before) await before(user);
    await logForeignFilters(ctx, request, user, rows.filters, query);
    const wantsExport = (query as { readonly export?: string }).export === "true";
    if (csv && header && wantsExport) {
      return sendCsv(ctx, reply, user, owner, { path: list.path, rows, header, csv }, query, asked);
    }
    const window = pageWindow(request.query);
    const read = async () => {
      const page = await listPage(ctx, rows, owner, query, window);
      return paginated(request, window, page.count, page.results);
    };
    if (pages === null) return read();
    // The owner is in the key (the page is the owner's rows); the URL carries every filter.
    return pages.get(
      `${ownerKind ?? "company"}:${owner}:${request.url}`,
      async () => new EncodedJson(JSON.stringify(encode(await read()))),
    );
  });
}

/**
 * A list filter naming another company's record by its id (`?device=13` of Acme's, asked by
 * Globex): the list answers as for an id that does not exist, and the log gets the same
 * security event as a by-id route's 404 (foreign-records.ts).
 */
async function logForeignFilters<Query>(
  ctx: ServerContext,
  request: FastifyRequest,
  user: CurrentUser,
  filters: ListDeclaration<Query, unknown, unknown>["filters"],
  query: Query,
): Promise<void> {
  for (const filter of filters) {
    const id = filter.names ? filter.value(query) : null;
    if (!filter.names || typeof id !== "number" || id <= 0) continue;
    const refusal = await missingRow(ctx, user.companyId, filter.names, id);
    if (refusal instanceof ForeignRecordError) logForeignRecordAttempt(request, refusal);
  }
}
