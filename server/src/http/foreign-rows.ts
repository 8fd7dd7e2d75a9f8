import { type SQL, sql } from "drizzle-orm";
import type { ServerContext } from "../context.ts";
import { rowsOf } from "../db/raw-rows.ts";
import type { ApiError } from "./api-error.ts";
import { missingRecord } from "./foreign-records.ts";

/**
 * The kinds whose rows hold their company in `company_id`, by table: the owner of one is
 * `select company_id from <table> where id = $1`.
 */
export const OWNING_TABLES = {
  cease_order: "cease_orders",
  contract_line: "contract_lines",
  network_service: "network_services",
  contact: "company_contacts",
  user: "users",
  attachment: "support_attachments",
  outage: "outages",
  api_key: "api_keys",
  calendar_feed: "calendar_feeds",
  webhook: "webhook_endpoints",
  alert_rule: "alert_rules",
  rf_device: "rf_devices",
  rf_device_interface: "rf_device_interfaces",
} as const;

type OwnerQuery = (id: number) => SQL;

/**
 * How to find the company owning a record of each kind by its stored id, unscoped: the 404 of
 * a record the caller's company does not hold then tells apart "does not exist" (plain 404)
 * from "another company's" (the same 404, logged as a security event by the error handler).
 * Comments belong to their ticket's company; an invitation is a user still invited.
 */
const OWNER_OF = {
  ...(Object.fromEntries(
    Object.entries(OWNING_TABLES).map(([kind, table]) => [
      kind,
      (id: number) => sql`select company_id from ${sql.identifier(table)} where id = ${id}`,
    ]),
  ) as Record<keyof typeof OWNING_TABLES, OwnerQuery>),
  invitation: (id: number) =>
    sql`select company_id from users where id = ${id} and status = 'invited'`,
  comment: (id: number) =>
    sql`select t.company_id from support_comments c
      join support_tickets t on t.id = c.ticket_id where c.id = ${id}`,
  // A customer is a company: its id is its own owner's.
  customer: (id: number) => sql`select id as company_id from companies where id = ${id}`,
} satisfies Record<string, OwnerQuery>;

export type OwnedKind = keyof typeof OWNER_OF;

/** Every kind whose owner can be looked up. */
export const OWNED_KINDS = Object.keys(OWNER_OF) as ReadonlyArray<OwnedKind>;

/** Where the owner is looked up: the server's database, or the transaction the caller is in. */
type Executor = Pick<ServerContext["db"], "execute">;

/**
 * The 404 for a `kind` record with that stored id which the caller's company does not hold.
 * Inside a transaction pass it as `db`, so the lookup does not wait for a second connection.
 */
export function missingRow(
  ctx: { readonly db: Executor },
  callerCompanyId: number,
  kind: OwnedKind,
  id: number,
): Promise<ApiError> {
  return missingRecord(callerCompanyId, kind, id, async () => {
    const [row] = rowsOf<{ company_id: number }>(await ctx.db.execute(OWNER_OF[kind](id)));
    return row === undefined ? undefined : Number(row.company_id);
  });
}

/** The largest stored id: the tables' ids are PostgreSQL `integer`s. */
const MAX_STORED_ID = 2_147_483_647;

/** Whether a path's text can be a stored id at all (a larger number would fail the query). */
function isStoredId(raw: string): boolean {
  return /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= MAX_STORED_ID;
}

/** Kinds a path names by their public text (an invoice by its number), not a stored id. */
const OWNER_BY_TEXT = {
  invoice: (callerCompanyId: number, text: string) =>
    sql`select company_id from invoices where number = ${text}
      order by company_id = ${callerCompanyId} desc limit 1`,
} satisfies Record<string, (callerCompanyId: number, text: string) => SQL>;

/** A record kind a route's path id can name (RouteSpec.names). */
export type PathRecordKind = OwnedKind | keyof typeof OWNER_BY_TEXT;

/**
 * The 404 for the record a route's path names by its raw text, when the handler answered 404:
 * a security event when another company holds it. A stored id that is no integer names nothing.
 */
export function missingPathRecord(
  ctx: { readonly db: Executor },
  callerCompanyId: number,
  kind: PathRecordKind,
  raw: string,
): Promise<ApiError> {
  return missingRecord(callerCompanyId, kind, raw, async () => {
    let query: SQL | undefined;
    if (kind === "invoice") query = OWNER_BY_TEXT.invoice(callerCompanyId, raw);
    else if (isStoredId(raw)) query = OWNER_OF[kind](Number(raw));
    if (!query) return undefined;
    const [row] = rowsOf<{ company_id: number }>(await ctx.db.execute(query));
    return row === undefined ? undefined : Number(row.company_id);
  });
}

/** Where a company's records are read from: a list declaration's table, columns and joins. */
export interface CompanyRows {
  /** The table with its alias ("cease_orders co"); its `company_id` is the owner. */
  readonly table: string;
  readonly alias: string;
  readonly columns: string;
  readonly joins?: string;
}

/**
 * The company's `kind` record of that stored id, read with the same columns and joins as its
 * list (so the record and its list item agree), or the contract's 404 (missingRow).
 */
export async function companyRow<Row>(
  ctx: Pick<ServerContext, "db">,
  rows: CompanyRows,
  kind: OwnedKind,
  companyId: number,
  id: number,
): Promise<Row> {
  const [row] = rowsOf<Row>(
    await ctx.db.execute(sql`
      select ${sql.raw(rows.columns)} from ${sql.raw(rows.table)} ${sql.raw(rows.joins ?? "")}
      where ${sql.raw(rows.alias)}.company_id = ${companyId} and ${sql.raw(rows.alias)}.id = ${id}`),
  );
  if (row === undefined) throw await missingRow(ctx, companyId, kind, id);
  return row;
}
