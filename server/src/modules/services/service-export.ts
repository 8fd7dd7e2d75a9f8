import { desc, eq } from "drizzle-orm";
import {
  SERVICE_EXPORT_COLUMNS,
  SERVICE_STATUS_LABELS,
  SERVICE_TYPE_LABELS,
  type ServiceExportStatus,
  type ServiceSummary,
} from "../../../../src/core/api/services/index.ts";
import type { ServerContext } from "../../context.ts";
import { serviceExports } from "../../db/schema.ts";
import type { CsvExport } from "../../http/list-route.ts";

/** One CSV row per service, in SERVICE_EXPORT_COLUMNS order. */
function exportRow(service: ServiceSummary): Array<string | number | null> {
  return [
    service.id,
    service.name,
    service.custom_name,
    SERVICE_TYPE_LABELS[service.type],
    service.product.name,
    SERVICE_STATUS_LABELS[service.status],
    service.location.name,
    service.location.metro,
    service.speed_mbps,
    service.parent?.id ?? null,
    service.ordered_at,
    service.live_at,
    service.term_end,
  ];
}

/**
 * GET /services?export=true: the whole filtered list as CSV, recorded per user for
 * GET /services/export-status ("running", then "ready" with its row count, or "failed").
 */
export function serviceExport(ctx: ServerContext): CsvExport<ServiceSummary> {
  return {
    header: SERVICE_EXPORT_COLUMNS,
    row: exportRow,
    filename: (day) => `services-${day}.csv`,
    track: async (user, write) => {
      const [record] = await ctx.db
        .insert(serviceExports)
        .values({
          companyId: user.companyId,
          userId: user.id,
          status: "running",
          startedAt: ctx.now(),
        })
        .returning({ id: serviceExports.id });
      const finish = (status: "ready" | "failed", rowCount: number | null) =>
        record
          ? ctx.db
              .update(serviceExports)
              .set({ status, rowCount, finishedAt: ctx.now() })
              .where(eq(serviceExports.id, record.id))
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

/** GET /services/export-status: the caller's latest services export. */
export async function serviceExportStatus(
  ctx: ServerContext,
  userId: number,
): Promise<ServiceExportStatus> {
  const [latest] = await ctx.db
    .select()
    .from(serviceExports)
    .where(eq(serviceExports.userId, userId))
    .orderBy(desc(serviceExports.startedAt), desc(serviceExports.id))
    .limit(1);
  if (!latest) return { status: "none", last_export_at: null, row_count: null };
  return {
    status: latest.status as ServiceExportStatus["status"],
    last_export_at: latest.startedAt.toISOString(),
    row_count: latest.rowCount,
  };
}
