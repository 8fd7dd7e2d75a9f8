import type {
  TicketPriority,
  TicketStatus,
  TicketSummary,
} from "../../../../src/core/api/support/index.ts";
import { isoTime } from "../../db/iso-time.ts";
import { fullNameSql } from "../../db/person-name.ts";

/**
 * The columns and joins every ticket read shares (list, detail, export), in plain SQL that
 * answers in the wire format already: text ids, ISO times, the issue key. Table aliases:
 * t (ticket), rt (request type), c (classification), u (reporter).
 */

export { isoTime };

export const TICKET_COLUMNS = `'SUP-' || t.issue_number as id, t.summary, t.status, t.priority,
  rt.id::text as type_id, rt.name as type_name,
  c.id::text as classification_id, c.name as classification_name,
  t.service_id, t.service_name,
  u.id::text as reporter_id, ${fullNameSql("u")} as reporter_name,
  u.email as reporter_email,
  ${isoTime("t.created_at")} as created, ${isoTime("t.updated_at")} as updated`;

/** What a ticket row (t) joins to answer TICKET_COLUMNS. */
export const TICKET_RELATIONS = `join support_request_types rt on rt.id = t.request_type_id
  left join support_classifications c on c.id = t.classification_id
  join users u on u.id = t.reporter_id`;

export const TICKET_JOINS = `support_tickets t ${TICKET_RELATIONS}`;

export interface TicketRow {
  readonly id: string;
  readonly summary: string;
  readonly status: TicketStatus;
  readonly priority: TicketPriority;
  readonly type_id: string;
  readonly type_name: string;
  readonly classification_id: string | null;
  readonly classification_name: string | null;
  readonly service_id: string | null;
  readonly service_name: string | null;
  readonly reporter_id: string;
  readonly reporter_name: string;
  readonly reporter_email: string;
  readonly created: string;
  readonly updated: string;
}

export function toTicketSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    summary: row.summary,
    type: { id: row.type_id, name: row.type_name },
    classification:
      row.classification_id === null
        ? null
        : { id: row.classification_id, name: row.classification_name ?? "" },
    status: row.status,
    priority: row.priority,
    service: row.service_id === null ? null : { id: row.service_id, name: row.service_name ?? "" },
    reporter: { id: row.reporter_id, name: row.reporter_name, email: row.reporter_email },
    created: row.created,
    updated: row.updated,
  };
}
