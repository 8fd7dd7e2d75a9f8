import {
  SERVICE_STATUS_LABELS,
  SERVICE_TYPE_LABELS,
  type ServiceExportStatus,
  type ServiceSummary,
} from "../../../../src/core/api/services/index.ts";
import type { ServerContext } from "../../context.ts";
import { serviceExports } from "../../db/schema.ts";
import { latestExport, recordedCsvExport } from "../../http/export-recorder.ts";
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
  return recordedCsvExport(ctx, serviceExports, {
    row: exportRow,
    filename: (day) => `services-${day}.csv`,
  });
}

/** GET /services/export-status: the caller's latest services export. */
export function serviceExportStatus(
  ctx: ServerContext,
  userId: number,
): Promise<ServiceExportStatus> {
  return latestExport(ctx, serviceExports, userId);
}
