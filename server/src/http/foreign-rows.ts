import { type SQL, sql } from "drizzle-orm";
import type { ServerContext } from "../context.ts";
import { rowsOf } from "../db/raw-rows.ts";
import type { ApiError } from "./api-error.ts";
import { missingRecord } from "./foreign-records.ts";

/**
 * How to find the company owning a record of each kind by its stored id, unscoped: the 404 of
 * a record the caller's company does not hold then tells apart "does not exist" (plain 404)
 * from "another company's" (the same 404, logged as a security event by the error handler).
 * Comments and attachments belong to their ticket's company; an invitation is a user still
 * invited.
 */
const OWNER_OF = {
  cease_order: (id: number) => sql`select company_id from cease_orders where id = ${id}`,
  contract_line: (id: number) => sql`select company_id from contract_lines where id = ${id}`,
  network_service: (id: number) => sql`select company_id from network_services where id = ${id}`,
  contact: (id: number) => sql`select company_id from company_contacts where id = ${id}`,
  user: (id: number) => sql`select company_id from users where id = ${id}`,
  invitation: (id: number) =>
    sql`select company_id from users where id = ${id} and status = 'invited'`,
  comment: (id: number) =>
    sql`select t.company_id from support_comments c
      join support_tickets t on t.id = c.ticket_id where c.id = ${id}`,
  attachment: (id: number) => sql`select company_id from support_attachments where id = ${id}`,
} satisfies Record<string, (id: number) => SQL>;

export type OwnedKind = keyof typeof OWNER_OF;

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
