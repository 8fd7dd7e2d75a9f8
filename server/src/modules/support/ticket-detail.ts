import { sql } from "drizzle-orm";
import type {
  Attachment,
  TicketDetail,
  TicketFieldValue,
} from "../../../../src/core/api/support/index.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { notFound } from "../../http/api-error.ts";
import { issueNumberOf } from "./issue-keys.ts";
import { attachmentJson, withNumericSize } from "./json-sql.ts";
import { missingTicket } from "./ticket-lookup.ts";
import { TICKET_COLUMNS, TICKET_JOINS, type TicketRow, toTicketSummary } from "./ticket-rows.ts";

/** A ticket's attachments as a JSON array, oldest first (alias t: the ticket). */
const ATTACHMENTS_JSON = `coalesce((select json_agg(${attachmentJson("a")} order by a.created_at, a.id)
  from support_attachments a where a.ticket_id = t.id), '[]'::json)`;

interface DetailRow extends TicketRow {
  readonly description: string;
  readonly fields: TicketFieldValue[];
  readonly attachments: Attachment[];
  readonly followers_count: number;
  readonly is_following: boolean;
}

/** GET /support/tickets/{id}: one query, the caller's follow state included. */
export async function ticketDetail(
  ctx: ServerContext,
  companyId: number,
  callerId: number,
  key: string,
): Promise<TicketDetail> {
  const issueNumber = issueNumberOf(key);
  if (issueNumber === null) throw notFound();
  const result = await ctx.db.execute(sql`
    select ${sql.raw(TICKET_COLUMNS)}, t.description, t.fields,
      ${sql.raw(ATTACHMENTS_JSON)} as attachments,
      (select count(*)::int from support_followers f where f.ticket_id = t.id) as followers_count,
      exists (select 1 from support_followers f
        where f.ticket_id = t.id and f.user_id = ${callerId}) as is_following
    from ${sql.raw(TICKET_JOINS)}
    where t.company_id = ${companyId} and t.issue_number = ${issueNumber}`);
  const [row] = rowsOf<DetailRow>(result);
  if (!row) throw await missingTicket(ctx, companyId, issueNumber);
  return {
    ...toTicketSummary(row),
    description: row.description,
    fields: row.fields,
    attachments: row.attachments.map(withNumericSize),
    followers_count: Number(row.followers_count),
    is_following: row.is_following,
  };
}
