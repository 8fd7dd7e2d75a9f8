import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { FilterText, IdFilter, oneOfFilter, searchFilter } from "../list-query.ts";
import { typedText } from "../plain-text.ts";
import { Count, Id, IsoDateTime, NamedRef } from "../primitives.ts";

/** What a customer sets a radio device to: carrying traffic, switched off, or under works. */
export const RF_DEVICE_STATUSES = ["enabled", "disabled", "maintenance"] as const;
export type RfDeviceStatus = (typeof RF_DEVICE_STATUSES)[number];
export const RF_DEVICE_STATUS_LABELS: Readonly<Record<RfDeviceStatus, string>> = {
  enabled: "Enabled",
  disabled: "Disabled",
  maintenance: "Maintenance",
};

/** The radio metrics a threshold watches. */
export const RF_METRICS = ["rx_level_dbm", "snr_db", "temperature_c"] as const;
export type RfMetric = (typeof RF_METRICS)[number];
export const RF_METRIC_LABELS: Readonly<Record<RfMetric, string>> = {
  rx_level_dbm: "Received signal level (dBm)",
  snr_db: "Signal-to-noise ratio (dB)",
  temperature_c: "Temperature (°C)",
};
/** Signal and SNR are bad when low; temperature when high. */
export const RF_METRIC_BAD_WHEN: Readonly<Record<RfMetric, "below" | "above">> = {
  rx_level_dbm: "below",
  snr_db: "below",
  temperature_c: "above",
};

/** Where a metric stands against its threshold. */
export const THRESHOLD_LEVELS = ["normal", "warning", "critical"] as const;
export type ThresholdLevel = (typeof THRESHOLD_LEVELS)[number];

/**
 * The level of a value against a threshold: critical past `critical`, warning past
 * `warning`, normal otherwise, "past" meaning below for signal and SNR, above for heat.
 */
export function thresholdLevel(
  metric: RfMetric,
  value: number,
  threshold: { readonly warning: number; readonly critical: number },
): ThresholdLevel {
  const past = (limit: number) =>
    RF_METRIC_BAD_WHEN[metric] === "below" ? value < limit : value > limit;
  if (past(threshold.critical)) return "critical";
  if (past(threshold.warning)) return "warning";
  return "normal";
}

/** What the RF log records. */
export const RF_LOG_KINDS = ["status_change", "description_change", "threshold_crossing"] as const;
export type RfLogKind = (typeof RF_LOG_KINDS)[number];
export const RF_LOG_KIND_LABELS: Readonly<Record<RfLogKind, string>> = {
  status_change: "Status change",
  description_change: "Description change",
  threshold_crossing: "Threshold crossing",
};

/** GET /rf-devices: one radio unit at one end of a link. */
export const RfDevice = Schema.Struct({
  id: Id,
  name: Schema.String,
  model: Schema.String,
  firmware: Schema.String,
  site: Schema.String,
  metro: Schema.String,
  status: Schema.Literals(RF_DEVICE_STATUSES),
  /** When it last started; uptime is now minus this. */
  up_since: Schema.NullOr(IsoDateTime),
  interfaces_count: Count,
});
export type RfDevice = typeof RfDevice.Type;

/**
 * GET /rf-devices, declared once (define-list.ts), by name: `metro`, `status`, `search`
 * (name, site, model), plus `offset` and `limit`.
 */
export const RF_DEVICE_LIST = defineList({
  resource: "rf-devices",
  path: "/rf-devices",
  item: RfDevice,
  filters: {
    search: searchFilter(200),
    metro: { schema: FilterText(80), label: "Metro" },
    status: oneOfFilter(RF_DEVICE_STATUSES, RF_DEVICE_STATUS_LABELS, "Status"),
  },
  pageSize: 25,
});

/** A radio interface: one side of a microwave or millimetre-wave link. */
export const RfInterface = Schema.Struct({
  id: Id,
  device: NamedRef,
  name: Schema.String,
  description: Schema.String,
  link_name: Schema.String,
  peer: Schema.String,
  band: Schema.String,
  frequency_mhz: Schema.Number,
  capacity_mbps: Schema.Number,
});
export type RfInterface = typeof RfInterface.Type;

/** GET /rf-device-interfaces, declared once: `device` (a device id), `search`. */
export const RF_INTERFACE_LIST = defineList({
  resource: "rf-interfaces",
  path: "/rf-device-interfaces",
  item: RfInterface,
  filters: {
    search: searchFilter(200),
    device: { schema: IdFilter, label: "Device" },
  },
  pageSize: 25,
});

/** GET /rf-devices/{id}: the device with its interfaces. */
export const RfDeviceDetail = Schema.Struct({
  ...RfDevice.fields,
  serial_number: Schema.String,
  interfaces: Schema.Array(RfInterface),
});
export type RfDeviceDetail = typeof RfDeviceDetail.Type;

/** GET /rf-device-interfaces/{id}/get_additional_info: the link's radio planning facts. */
export const RfAdditionalInfo = Schema.Struct({
  interface: Id,
  polarisation: Schema.String,
  channel_width_mhz: Schema.Number,
  antenna_diameter_cm: Schema.Number,
  azimuth_deg: Schema.Number,
  link_distance_km: Schema.Number,
  tx_power_dbm: Schema.Number,
  planned_rx_level_dbm: Schema.Number,
});
export type RfAdditionalInfo = typeof RfAdditionalInfo.Type;

/** GET /rf-device-thresholds (`interface` filter): warning and critical per metric. */
export const RfThreshold = Schema.Struct({
  id: Id,
  interface: Id,
  metric: Schema.Literals(RF_METRICS),
  warning: Schema.Number,
  critical: Schema.Number,
  /** Where the latest sample stood, as last checked. */
  level: Schema.Literals(THRESHOLD_LEVELS),
});
export type RfThreshold = typeof RfThreshold.Type;
/** GET /rf-device-thresholds, declared once: an interface's thresholds (`interface`). */
export const RF_THRESHOLD_LIST = defineList({
  resource: "rf-thresholds",
  path: "/rf-device-thresholds",
  item: RfThreshold,
  filters: { interface: { schema: IdFilter, label: "Interface" } },
  pageSize: 25,
});

/** Longest interface description. */
export const RF_DESCRIPTION_MAX_LENGTH = 200;

/** POST /rf-devices/{id}/set_status. */
export const SetRfStatusRequest = /* @__PURE__ */ Schema.Struct({
  status: Schema.Literals(RF_DEVICE_STATUSES),
});

/** POST /rf-device-interfaces/{id}/set_description: "" clears it. */
export const SetRfDescriptionRequest = /* @__PURE__ */ Schema.Struct({
  description: typedText(RF_DESCRIPTION_MAX_LENGTH),
});

/** GET /rf-logs: one change or threshold crossing, with who (null: the system) and when. */
export const RfLogEntry = Schema.Struct({
  id: Id,
  kind: Schema.Literals(RF_LOG_KINDS),
  device: NamedRef,
  interface: Schema.NullOr(NamedRef),
  message: Schema.String,
  old_value: Schema.String,
  new_value: Schema.String,
  actor: Schema.NullOr(Schema.String),
  created: IsoDateTime,
});

/** GET /rf-logs, declared once, newest first: `device`, `interface`, `kind`. */
export const RF_LOG_LIST = defineList({
  resource: "rf-logs",
  path: "/rf-logs",
  item: RfLogEntry,
  filters: {
    device: { schema: IdFilter, label: "Device" },
    interface: { schema: IdFilter, label: "Interface" },
    kind: oneOfFilter(RF_LOG_KINDS, RF_LOG_KIND_LABELS, "Kind"),
  },
  pageSize: 25,
});

/** A device's uptime as "12 d 4 h" (or "5 h") from when it started, "–" when unknown. */
export function uptimeText(since: string | null, now: number): string {
  if (since === null) return "–";
  const hours = Math.max(0, Math.floor((now - Date.parse(since)) / 3600_000));
  const days = Math.floor(hours / 24);
  return days > 0 ? `${days} d ${hours % 24} h` : `${hours} h`;
}
