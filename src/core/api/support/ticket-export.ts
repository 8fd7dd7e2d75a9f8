import { EXPORT_STATES, type ExportState, ExportStatus } from "../export-status.ts";

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

/** GET /support/ticket-export: the caller's latest export (the shape every list's export reports). */
export const TICKET_EXPORT_STATES = EXPORT_STATES;
export type TicketExportState = ExportState;
export const TicketExportStatus = ExportStatus;
export type TicketExportStatus = ExportStatus;
