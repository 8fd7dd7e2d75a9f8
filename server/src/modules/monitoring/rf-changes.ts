import { and, eq, sql } from "drizzle-orm";
import {
  RF_DEVICE_STATUS_LABELS,
  RF_METRIC_LABELS,
  type RfDeviceStatus,
  type RfMetric,
  type ThresholdLevel,
  thresholdLevel,
} from "../../../../src/core/api/monitoring/index.ts";
import { userName } from "../../../../src/core/api/users/user-name.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import {
  rfDeviceInterfaces,
  rfDevices,
  rfDeviceThresholds,
  rfLogs,
  users,
} from "../../db/schema.ts";
import { notFound } from "../../http/api-error.ts";
import { recordId } from "../../http/record-ids.ts";
import { deliverNews } from "../notifications/deliver.ts";
import { serviceReaderIds } from "../services/service-news.ts";
import { interfaceSeriesKey } from "./rf-records.ts";
import type { TelemetrySource } from "./telemetry-source.ts";

const SAMPLE_MS = 300_000;

async function actorName(ctx: ServerContext, userId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return "";
  return userName(row);
}

/**
 * POST /rf-devices/{id}/set_status: the new status, logged with who changed it (a status
 * set to what it already is changes and logs nothing). 404 for another company's device.
 */
export async function setDeviceStatus(
  ctx: ServerContext,
  user: CurrentUser,
  rawId: string,
  status: RfDeviceStatus,
): Promise<void> {
  const id = recordId(rawId);
  const [device] = await ctx.db
    .select({ id: rfDevices.id, status: rfDevices.status })
    .from(rfDevices)
    .where(and(eq(rfDevices.companyId, user.companyId), eq(rfDevices.id, id)));
  if (!device) throw notFound();
  if (device.status === status) return;
  const old = device.status as RfDeviceStatus;
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const actor = await actorName(ctx, user.id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(rfDevices)
      .set({ status, updatedAt: ctx.now() })
      .where(eq(rfDevices.id, device.id));
    await tx.insert(rfLogs).values({
      companyId: user.companyId,
      deviceId: device.id,
      kind: "status_change",
      message: `Status changed from ${RF_DEVICE_STATUS_LABELS[old] ?? old} to ${RF_DEVICE_STATUS_LABELS[status]}`,
      oldValue: old,
      newValue: status,
      actorUserId: user.id,
      actorName: actor,
      createdAt: ctx.now(),
    });
  });
}

/** POST /rf-device-interfaces/{id}/set_description: stored trimmed, logged old and new. */
export async function setInterfaceDescription(
  ctx: ServerContext,
  user: CurrentUser,
  rawId: string,
  description: string,
): Promise<void> {
  const id = recordId(rawId);
  const [row] = await ctx.db
    .select({
      id: rfDeviceInterfaces.id,
      deviceId: rfDeviceInterfaces.deviceId,
      description: rfDeviceInterfaces.description,
    })
    .from(rfDeviceInterfaces)
    .where(and(eq(rfDeviceInterfaces.companyId, user.companyId), eq(rfDeviceInterfaces.id, id)));
  if (!row) throw notFound();
  const next = description.trim();
  if (row.description === next) return;
  const actor = await actorName(ctx, user.id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(rfDeviceInterfaces)
      .set({ description: next, updatedAt: ctx.now() })
      .where(eq(rfDeviceInterfaces.id, row.id));
    await tx.insert(rfLogs).values({
      companyId: user.companyId,
      deviceId: row.deviceId,
      interfaceId: row.id,
      kind: "description_change",
      message: next === "" ? "Description cleared" : `Description changed to "${next}"`,
      oldValue: row.description,
      newValue: next,
      actorUserId: user.id,
      actorName: actor,
      createdAt: ctx.now(),
    });
  });
}

interface ThresholdCheckRow {
  readonly id: number;
  readonly interface_id: number;
  readonly device_id: number;
  readonly device_name: string;
  readonly name: string;
  readonly link_name: string;
  readonly metric: RfMetric;
  readonly warning: number;
  readonly critical: number;
  readonly level: ThresholdLevel;
  readonly capacity_mbps: number;
  readonly planned_rx_level_dbm: number;
}

/**
 * Checks the company's thresholds against each interface's latest five-minute sample. A
 * level that changed is a crossing: the stored level moves (only if it is still the old
 * one, so of two servers checking at once only one logs it), the RF log records it and the
 * company's users who read services are notified. Read routes call this, so the log is
 * current whenever someone looks; a real collector would call it on every sample.
 */
export async function checkThresholds(
  ctx: ServerContext,
  source: TelemetrySource,
  companyId: number,
): Promise<number> {
  const now = ctx.now().getTime();
  const latest = Math.floor(now / SAMPLE_MS) * SAMPLE_MS;
  const rows = rowsOf<ThresholdCheckRow>(
    await ctx.db.execute(sql`
      select t.id, t.interface_id, i.device_id, d.name as device_name, i.name, i.link_name,
        t.metric, t.warning, t.critical, t.level, i.capacity_mbps, i.planned_rx_level_dbm
      from rf_device_thresholds t
        join rf_device_interfaces i on i.id = t.interface_id
        join rf_devices d on d.id = i.device_id
      where t.company_id = ${companyId}
      order by t.id`),
  );
  const sampleOf = new Map<number, Record<string, ReadonlyArray<number>>>();
  let crossings = 0;
  for (const row of rows) {
    let values = sampleOf.get(row.interface_id);
    if (!values) {
      values = source.read(
        {
          key: interfaceSeriesKey({ device_name: row.device_name, name: row.name }),
          capacityBps: Number(row.capacity_mbps) * 1e6,
          radio: { plannedRxDbm: Number(row.planned_rx_level_dbm) },
          live: true,
          down: [],
        },
        latest,
        latest + SAMPLE_MS,
        300,
      ).values;
      sampleOf.set(row.interface_id, values);
    }
    const value = values[row.metric]?.[0];
    if (value === undefined) continue;
    const level = thresholdLevel(row.metric, value, {
      warning: Number(row.warning),
      critical: Number(row.critical),
    });
    if (level === row.level) continue;
    const moved = await ctx.db
      .update(rfDeviceThresholds)
      .set({ level, checkedAt: new Date(now) })
      .where(and(eq(rfDeviceThresholds.id, row.id), eq(rfDeviceThresholds.level, row.level)))
      .returning({ id: rfDeviceThresholds.id });
    if (moved.length === 0) continue;
    crossings += 1;
    const label = RF_METRIC_LABELS[row.metric];
    const message =
      level === "normal"
        ? `${label} is back within its limits: ${value}`
        : `${label} crossed its ${level} limit: ${value}`;
    await ctx.db.insert(rfLogs).values({
      companyId,
      deviceId: row.device_id,
      interfaceId: row.interface_id,
      kind: "threshold_crossing",
      message,
      oldValue: row.level,
      newValue: level,
      createdAt: new Date(now),
    });
    await notifyCrossing(
      ctx,
      companyId,
      row,
      `${row.device_name} ${row.name} (${row.link_name}): ${message}`,
    );
  }
  return crossings;
}

async function notifyCrossing(
  ctx: ServerContext,
  companyId: number,
  row: ThresholdCheckRow,
  message: string,
): Promise<void> {
  await deliverNews(ctx, await serviceReaderIds(ctx, companyId), {
    topic: "services",
    message,
    url: `/radio-frequency/devices/${row.device_id}`,
    relatedModule: "services",
    mailSubject: `Radio link ${row.link_name}: threshold crossed`,
  });
}
