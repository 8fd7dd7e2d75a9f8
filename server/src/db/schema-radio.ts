// Tables of the radio-frequency module (issue 19): see server/src/db/schema.ts for the conventions.
// Telemetry is not stored: the synthetic source computes it (modules/monitoring); a real
// collector would keep its own time-series store behind the same interface.
import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, searchText, trigramIndex, updatedAt } from "./columns.ts";
import { companyId, users } from "./schema-accounts.ts";

/**
 * Radio units (one end of a microwave or millimetre-wave link). status: RF_DEVICE_STATUSES,
 * set by the customer; `upSince` is when it last started (uptime is now minus it).
 * `searchText` is what `?search=` matches: name, site and model, lowered.
 */
export const rfDevices = pgTable(
  "rf_devices",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    model: text("model").notNull(),
    firmware: text("firmware").notNull(),
    serialNumber: text("serial_number").notNull(),
    site: text("site").notNull(),
    metro: text("metro").notNull(),
    status: text("status").notNull(),
    upSince: at("up_since"),
    searchText: searchText(sql`lower("name" || ' ' || "site" || ' ' || "model")`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("rf_devices_company_name_idx").on(table.companyId, table.name, table.id),
    trigramIndex("rf_devices_search_idx", table.searchText),
  ],
);

/**
 * A device's radio interfaces, with the link's planning facts (get_additional_info).
 * `companyId` repeats the device's so every lookup is tenant-checked in one step.
 */
export const rfDeviceInterfaces = pgTable(
  "rf_device_interfaces",
  {
    id: id(),
    companyId: companyId(),
    deviceId: integer("device_id")
      .notNull()
      .references(() => rfDevices.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    linkName: text("link_name").notNull(),
    peer: text("peer").notNull(),
    band: text("band").notNull(),
    frequencyMhz: integer("frequency_mhz").notNull(),
    capacityMbps: integer("capacity_mbps").notNull(),
    polarisation: text("polarisation").notNull(),
    channelWidthMhz: integer("channel_width_mhz").notNull(),
    antennaDiameterCm: integer("antenna_diameter_cm").notNull(),
    azimuthDeg: doublePrecision("azimuth_deg").notNull(),
    linkDistanceKm: doublePrecision("link_distance_km").notNull(),
    txPowerDbm: doublePrecision("tx_power_dbm").notNull(),
    plannedRxLevelDbm: doublePrecision("planned_rx_level_dbm").notNull(),
    searchText: searchText(sql`lower("name" || ' ' || "link_name" || ' ' || "description")`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("rf_device_interfaces_company_link_idx").on(
      table.companyId,
      table.linkName,
      table.name,
      table.id,
    ),
    index("rf_device_interfaces_device_idx").on(table.deviceId, table.name, table.id),
    trigramIndex("rf_device_interfaces_search_idx", table.searchText),
  ],
);

/**
 * Warning and critical limits per interface and metric (RF_METRICS). `level` is where the
 * latest sample stood when last checked: a change of level is a crossing, logged and
 * notified once (the update is conditional on the old level, so two servers never both log it).
 */
export const rfDeviceThresholds = pgTable(
  "rf_device_thresholds",
  {
    id: id(),
    companyId: companyId(),
    interfaceId: integer("interface_id")
      .notNull()
      .references(() => rfDeviceInterfaces.id, { onDelete: "cascade" }),
    metric: text("metric").notNull(),
    warning: doublePrecision("warning").notNull(),
    critical: doublePrecision("critical").notNull(),
    level: text("level").notNull().default("normal"),
    checkedAt: at("checked_at"),
  },
  (table) => [
    uniqueIndex("rf_device_thresholds_interface_metric_unique").on(table.interfaceId, table.metric),
    index("rf_device_thresholds_company_idx").on(table.companyId, table.interfaceId, table.id),
  ],
);

/**
 * The RF log: status and description changes (who: `actorUserId`, and the name as it was)
 * and threshold crossings (no actor). kind: RF_LOG_KINDS. Newest first.
 */
export const rfLogs = pgTable(
  "rf_logs",
  {
    id: id(),
    companyId: companyId(),
    deviceId: integer("device_id")
      .notNull()
      .references(() => rfDevices.id, { onDelete: "cascade" }),
    interfaceId: integer("interface_id").references(() => rfDeviceInterfaces.id, {
      onDelete: "cascade",
    }),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    oldValue: text("old_value").notNull().default(""),
    newValue: text("new_value").notNull().default(""),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    createdAt: createdAt(),
  },
  (table) => [
    index("rf_logs_company_created_idx").on(table.companyId, table.createdAt, table.id),
    index("rf_logs_device_created_idx").on(
      table.companyId,
      table.deviceId,
      table.createdAt,
      table.id,
    ),
  ],
);
