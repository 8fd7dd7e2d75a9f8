import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, id } from "./columns.ts";
import { companyId, userId } from "./schema-accounts.ts";

/**
 * A list's CSV exports, per user: the table each exportable list keeps so that its
 * export-status route can report the latest one (server/src/http/export-recorder.ts writes
 * and reads it). One definition, so every module's table has the same columns and the
 * recorder takes any of them; `name` is the table's, `${name}_user_idx` its index's.
 */
export function exportRecordsTable(name: string) {
  return pgTable(
    name,
    {
      id: id(),
      companyId: companyId(),
      userId: userId(),
      status: text("status").notNull(),
      rowCount: integer("row_count"),
      startedAt: at("started_at").notNull(),
      finishedAt: at("finished_at"),
    },
    (table) => [index(`${name}_user_idx`).on(table.userId, table.startedAt)],
  );
}

export type ExportRecordsTable = ReturnType<typeof exportRecordsTable>;
