import { Schema } from "effect";
import { Count, IsoDateTime } from "../primitives.ts";

/**
 * The CSV of GET /support/tickets?export=true: a header row with these labels, one row per
 * ticket in the list's order, RFC 4180 (CRLF, fields quoted when needed). A cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) starts with "'".
 */
export const TICKET_EXPORT_COLUMNS = [
  "Issue key",
  "Summary",
  "Request type",
  "Classification",
  "Status",
  "Priority",
  "Service ID",
  "Service",
  "Reporter",
  "Reporter email",
  "Created",
  "Updated",
] as const;

/**
 * GET /support/ticket-export: the caller's latest export. "none" before the first one;
 * "running" while one is being written; "ready" or "failed" after. `last_export_at` is when
 * the latest export started; `row_count` its tickets once ready.
 */
export const TICKET_EXPORT_STATES = ["none", "running", "ready", "failed"] as const;
export type TicketExportState = (typeof TICKET_EXPORT_STATES)[number];

export const TicketExportStatus = Schema.Struct({
  status: Schema.Literals(TICKET_EXPORT_STATES),
  last_export_at: Schema.NullOr(IsoDateTime),
  row_count: Schema.NullOr(Count),
});
export type TicketExportStatus = typeof TicketExportStatus.Type;
