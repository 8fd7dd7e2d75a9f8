import { desc, eq } from "drizzle-orm";
import type { ExportStatus } from "../../../src/core/api/export-status.ts";
import type { ServerContext } from "../context.ts";
import type { ExportRecordsTable } from "../db/export-records.ts";
import type { CsvExport } from "./list-route.ts";

/**
 * A list's CSV export that is recorded per user in its exports table (db/export-records.ts):
 * "running" while it is written, then "ready" with its row count, or "failed", so that the
 * list's export-status route (`latestExport`) can report it. A module declares its columns,
 * rows and file name; the recording is the same for every list.
 */
export function recordedCsvExport<Item>(
  ctx: ServerContext,
  table: ExportRecordsTable,
  csv: Omit<CsvExport<Item>, "track">,
): CsvExport<Item> {
  return {
    ...csv,
    track: async (user, write) => {
      const [record] = await ctx.db
        .insert(table)
        .values({
          companyId: user.companyId,
          userId: user.id,
          status: "running",
          startedAt: ctx.now(),
        })
        .returning({ id: table.id });
      const finish = (status: "ready" | "failed", rowCount: number | null) =>
        record
          ? ctx.db
              .update(table)
              .set({ status, rowCount, finishedAt: ctx.now() })
              .where(eq(table.id, record.id))
          : Promise.resolve();
      let count: number;
      try {
        count = await write();
      } catch (error) {
        await finish("failed", null);
        throw error;
      }
      await finish("ready", count);
    },
  };
}

/** The user's latest export from `table`; "none" before the first one. */
export async function latestExport(
  ctx: ServerContext,
  table: ExportRecordsTable,
  userId: number,
): Promise<ExportStatus> {
  const [latest] = await ctx.db
    .select()
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.startedAt), desc(table.id))
    .limit(1);
  if (!latest) return { status: "none", last_export_at: null, row_count: null };
  return {
    status: latest.status as ExportStatus["status"],
    last_export_at: latest.startedAt.toISOString(),
    row_count: latest.rowCount,
  };
}
