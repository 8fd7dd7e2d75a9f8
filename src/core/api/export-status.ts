import { Schema } from "effect";
import { Count, IsoDateTime } from "./primitives.ts";

/**
 * The caller's latest CSV export of a list (GET /support/ticket-export,
 * GET /services/export-status, and the next module's): "none" before the first one, "running"
 * while one is being written, then "ready" or "failed". `last_export_at` is when the latest
 * export started; `row_count` its rows once ready. Every list's export reports the same shape.
 */
export const EXPORT_STATES = ["none", "running", "ready", "failed"] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

export const ExportStatus = Schema.Struct({
  status: Schema.Literals(EXPORT_STATES),
  last_export_at: Schema.NullOr(IsoDateTime),
  row_count: Schema.NullOr(Count),
});
export type ExportStatus = typeof ExportStatus.Type;
