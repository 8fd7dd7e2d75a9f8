import { sql } from "drizzle-orm";
import type {
  RfAdditionalInfo,
  RfDevice,
  RfDeviceDetail,
  RfDeviceStatus,
  RfInterface,
  RfLogKind,
  RfMetric,
  ThresholdLevel,
} from "../../../../src/core/api/monitoring/index.ts";
import type {
  RF_DEVICE_LIST,
  RF_INTERFACE_LIST,
  RF_LOG_LIST,
  RF_THRESHOLD_LIST,
} from "../../../../src/core/api/monitoring/rf.ts";
import type { ServerContext } from "../../context.ts";
import { isoTime } from "../../db/iso-time.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { notFound } from "../../http/api-error.ts";
import { contains, idEquals, where } from "../../http/list-filters.ts";
import type { ListRowsOf } from "../../http/paged-list.ts";
import { recordId } from "../../http/record-ids.ts";

const DEVICE_COLUMNS = `d.id::text as id, d.name, d.model, d.firmware, d.site, d.metro, d.status,
  case when d.up_since is null then null else ${isoTime("d.up_since")} end as up_since,
  (select count(*)::int from rf_device_interfaces i where i.device_id = d.id) as interfaces_count`;

interface DeviceRow {
  readonly id: string;
  readonly name: string;
  readonly model: string;
  readonly firmware: string;
  readonly site: string;
  readonly metro: string;
  readonly status: RfDeviceStatus;
  readonly up_since: string | null;
  readonly interfaces_count: number;
}

const toDevice = (row: DeviceRow): RfDevice => ({
  ...row,
  interfaces_count: Number(row.interfaces_count),
});

/** GET /rf-devices: the company's radio devices by name. */
export const RF_DEVICE_ROWS: ListRowsOf<typeof RF_DEVICE_LIST, DeviceRow> = {
  name: "rf_devices",
  table: "rf_devices d",
  alias: "d",
  owner: "d.company_id = $1",
  filters: [
    where("d.metro = ?", "text", (q) => q.metro),
    where("d.status = ?", "text", (q) => q.status),
    contains("d.search_text", (q) => q.search),
  ],
  orderings: { name: "d.name asc, d.id asc" },
  ordering: () => "name",
  columns: DEVICE_COLUMNS,
  toItem: toDevice,
};

const INTERFACE_COLUMNS = `i.id::text as id, i.device_id::text as device_id, d.name as device_name,
  i.name, i.description, i.link_name, i.peer, i.band, i.frequency_mhz, i.capacity_mbps`;

interface InterfaceRow {
  readonly id: string;
  readonly device_id: string;
  readonly device_name: string;
  readonly name: string;
  readonly description: string;
  readonly link_name: string;
  readonly peer: string;
  readonly band: string;
  readonly frequency_mhz: number;
  readonly capacity_mbps: number;
}

export const toInterface = (row: InterfaceRow): RfInterface => ({
  id: row.id,
  device: { id: row.device_id, name: row.device_name },
  name: row.name,
  description: row.description,
  link_name: row.link_name,
  peer: row.peer,
  band: row.band,
  frequency_mhz: Number(row.frequency_mhz),
  capacity_mbps: Number(row.capacity_mbps),
});

/** GET /rf-device-interfaces: the company's radio interfaces by link, `device` to narrow. */
export const RF_INTERFACE_ROWS: ListRowsOf<typeof RF_INTERFACE_LIST, InterfaceRow> = {
  name: "rf_interfaces",
  table: "rf_device_interfaces i",
  alias: "i",
  owner: "i.company_id = $1",
  filters: [
    idEquals("i.device_id", (q) => q.device, "rf_device"),
    contains("i.search_text", (q) => q.search),
  ],
  orderings: { link: "i.link_name asc, i.name asc, i.id asc" },
  ordering: () => "link",
  columns: INTERFACE_COLUMNS,
  joins: "join rf_devices d on d.id = i.device_id",
  toItem: toInterface,
};

interface ThresholdRow {
  readonly id: string;
  readonly interface: string;
  readonly metric: RfMetric;
  readonly warning: number;
  readonly critical: number;
  readonly level: ThresholdLevel;
}

/** GET /rf-device-thresholds: by interface, then metric. */
export const RF_THRESHOLD_ROWS: ListRowsOf<typeof RF_THRESHOLD_LIST, ThresholdRow> = {
  name: "rf_thresholds",
  table: "rf_device_thresholds t",
  alias: "t",
  owner: "t.company_id = $1",
  filters: [idEquals("t.interface_id", (q) => q.interface, "rf_device_interface")],
  orderings: { interface: "t.interface_id asc, t.id asc" },
  ordering: () => "interface",
  columns: `t.id::text as id, t.interface_id::text as interface, t.metric, t.warning,
      t.critical, t.level`,
  toItem: (row) => ({
    ...row,
    warning: Number(row.warning),
    critical: Number(row.critical),
  }),
};

interface LogRow {
  readonly id: string;
  readonly kind: RfLogKind;
  readonly device_id: string;
  readonly device_name: string;
  readonly interface_id: string | null;
  readonly interface_name: string | null;
  readonly message: string;
  readonly old_value: string;
  readonly new_value: string;
  readonly actor: string | null;
  readonly created: string;
}

/** GET /rf-logs: newest first, by device, interface and kind. */
export const RF_LOG_ROWS: ListRowsOf<typeof RF_LOG_LIST, LogRow> = {
  name: "rf_logs",
  table: "rf_logs l",
  alias: "l",
  owner: "l.company_id = $1",
  filters: [
    idEquals("l.device_id", (q) => q.device, "rf_device"),
    idEquals("l.interface_id", (q) => q.interface, "rf_device_interface"),
    where("l.kind = ?", "text", (q) => q.kind),
  ],
  orderings: { "-created": "l.created_at desc, l.id desc" },
  ordering: () => "-created",
  columns: `l.id::text as id, l.kind, l.device_id::text as device_id, d.name as device_name,
    l.interface_id::text as interface_id, i.name as interface_name, l.message, l.old_value,
    l.new_value, l.actor_name as actor, ${isoTime("l.created_at")} as created`,
  joins: `join rf_devices d on d.id = l.device_id
    left join rf_device_interfaces i on i.id = l.interface_id`,
  toItem: (row) => ({
    id: row.id,
    kind: row.kind,
    device: { id: row.device_id, name: row.device_name },
    interface:
      row.interface_id === null ? null : { id: row.interface_id, name: row.interface_name ?? "" },
    message: row.message,
    old_value: row.old_value,
    new_value: row.new_value,
    actor: row.actor,
    created: row.created,
  }),
};

/** GET /rf-devices/{id}: with its interfaces; another company's device is 404. */
export async function rfDeviceDetail(
  ctx: ServerContext,
  companyId: number,
  rawId: string,
): Promise<RfDeviceDetail> {
  const id = recordId(rawId);
  const [device] = rowsOf<DeviceRow & { serial_number: string }>(
    await ctx.db.execute(sql`
      select ${sql.raw(DEVICE_COLUMNS)}, d.serial_number
      from rf_devices d where d.company_id = ${companyId} and d.id = ${id}`),
  );
  if (!device) throw notFound();
  const interfaces = rowsOf<InterfaceRow>(
    await ctx.db.execute(sql`
      select ${sql.raw(INTERFACE_COLUMNS)}
      from rf_device_interfaces i join rf_devices d on d.id = i.device_id
      where i.company_id = ${companyId} and i.device_id = ${id}
      order by i.name, i.id`),
  );
  return {
    ...toDevice(device),
    serial_number: device.serial_number,
    interfaces: interfaces.map(toInterface),
  };
}

/** The company's interface with its planning facts, or 404. */
export interface InterfaceRecord extends InterfaceRow {
  readonly polarisation: string;
  readonly channel_width_mhz: number;
  readonly antenna_diameter_cm: number;
  readonly azimuth_deg: number;
  readonly link_distance_km: number;
  readonly tx_power_dbm: number;
  readonly planned_rx_level_dbm: number;
}

export async function findInterface(
  ctx: ServerContext,
  companyId: number,
  rawId: string,
): Promise<InterfaceRecord> {
  const id = recordId(rawId);
  const [row] = rowsOf<InterfaceRecord>(
    await ctx.db.execute(sql`
      select ${sql.raw(INTERFACE_COLUMNS)}, i.polarisation, i.channel_width_mhz,
        i.antenna_diameter_cm, i.azimuth_deg, i.link_distance_km, i.tx_power_dbm,
        i.planned_rx_level_dbm
      from rf_device_interfaces i join rf_devices d on d.id = i.device_id
      where i.company_id = ${companyId} and i.id = ${id}`),
  );
  if (!row) throw notFound();
  return row;
}

/** GET /rf-device-interfaces/{id}/get_additional_info. */
export function additionalInfo(row: InterfaceRecord): RfAdditionalInfo {
  return {
    interface: row.id,
    polarisation: row.polarisation,
    channel_width_mhz: Number(row.channel_width_mhz),
    antenna_diameter_cm: Number(row.antenna_diameter_cm),
    azimuth_deg: Number(row.azimuth_deg),
    link_distance_km: Number(row.link_distance_km),
    tx_power_dbm: Number(row.tx_power_dbm),
    planned_rx_level_dbm: Number(row.planned_rx_level_dbm),
  };
}

/** The stable key of an interface's series: its device and name, not the row id. */
export const interfaceSeriesKey = (row: { device_name: string; name: string }) =>
  `rf:${row.device_name}/${row.name}`;
