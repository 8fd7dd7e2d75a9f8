// Tables of the services module (issue 14): see server/src/db/schema.ts for the conventions.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, createdAt, id, jsonList, searchText, trigramIndex, updatedAt } from "./columns.ts";
import { exportRecordsTable } from "./export-records.ts";
import { companyId, users } from "./schema-accounts.ts";
import { ceaseReasons, locations, products } from "./schema-reference.ts";

const serviceRef = (name: string) => integer(name).references((): AnyPgColumn => services.id);

/**
 * The company's services. `publicId` ("SVC-10001") is the id on the wire and in every link,
 * ticket and event. type: SERVICE_TYPES; status: SERVICE_STATUSES; admin/oper state:
 * LINK_STATES; order status: ORDER_STATUSES; path status: PATH_STATUSES; azure state:
 * AZURE_PROVISIONING_STATES (Azure connects only). A connection's A end is `locationId`
 * (+ `aPortId`, `aVlan`), an EVPL's B end `bLocationId` (+ `bPortId`, `bVlan`). Port-only and
 * cloud-only columns are null elsewhere. Money in minor units of `currency`.
 * `searchText` is what `?text=` matches: the id, name and custom name, lowered.
 */
export const services = pgTable(
  "services",
  {
    id: id(),
    publicId: text("public_id").notNull(),
    companyId: companyId(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    customName: text("custom_name"),
    description: text("description").notNull().default(""),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    status: text("status").notNull(),
    adminState: text("admin_state").notNull(),
    operState: text("oper_state").notNull(),
    orderStatus: text("order_status").notNull(),
    pathStatus: text("path_status").notNull(),
    speedMbps: integer("speed_mbps").notNull(),
    parentId: serviceRef("parent_id"),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    aPortId: serviceRef("a_port_id"),
    aVlan: integer("a_vlan"),
    bLocationId: integer("b_location_id").references(() => locations.id),
    bPortId: serviceRef("b_port_id"),
    bVlan: integer("b_vlan"),
    media: text("media"),
    lagMembers: integer("lag_members"),
    diversityZone: text("diversity_zone"),
    demarcation: text("demarcation"),
    cloudProvider: text("cloud_provider"),
    cloudRegion: text("cloud_region"),
    providerKey: text("provider_key"),
    azureState: text("azure_state"),
    termMonths: integer("term_months").notNull(),
    mrcMinor: integer("mrc_minor").notNull(),
    nrcMinor: integer("nrc_minor").notNull(),
    currency: text("currency").notNull(),
    /** The customer's own billing references, printed on each invoice line (issue 47). */
    costCentre: text("cost_centre").notNull().default(""),
    purchaseOrder: text("purchase_order").notNull().default(""),
    orderedAt: at("ordered_at").notNull(),
    liveAt: at("live_at"),
    termEnd: date("term_end", { mode: "string" }),
    /** When the provider last read the states (status, path, Azure). */
    checkedAt: at("checked_at").notNull(),
    /** Who locked the service for changes, rename and cease, and when (null: unlocked). */
    lockedById: integer("locked_by_id").references(() => users.id),
    lockedAt: at("locked_at"),
    searchText: searchText(
      sql`lower("public_id" || ' ' || "name" || ' ' || coalesce("custom_name", ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("services_public_id_unique").on(table.publicId),
    index("services_company_name_idx").on(table.companyId, table.name, table.id),
    index("services_company_ordered_idx").on(table.companyId, table.orderedAt, table.id),
    // One index per ordering of the list (service-list.ts), the id last: any page of any
    // order is a walk of one of them.
    index("services_company_status_idx").on(table.companyId, table.status, table.name, table.id),
    index("services_company_type_idx").on(table.companyId, table.type, table.name, table.id),
    index("services_company_speed_idx").on(table.companyId, table.speedMbps, table.id),
    index("services_company_location_idx").on(table.companyId, table.locationId),
    index("services_company_parent_idx").on(table.companyId, table.parentId, table.name),
    trigramIndex("services_search_idx", table.searchText),
  ],
);

/**
 * Requests to cease a service. status: CEASE_ORDER_STATUSES. `previousStatus` is the
 * service's status before the request, given back when a pending order is withdrawn.
 */
export const ceaseOrders = pgTable(
  "cease_orders",
  {
    id: id(),
    companyId: companyId(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    reasonId: integer("reason_id")
      .notNull()
      .references(() => ceaseReasons.id),
    ceaseDate: date("cease_date", { mode: "string" }).notNull(),
    comment: text("comment").notNull().default(""),
    status: text("status").notNull(),
    previousStatus: text("previous_status").notNull(),
    requestedById: integer("requested_by_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    closedAt: at("closed_at"),
  },
  (table) => [
    index("cease_orders_company_created_idx").on(table.companyId, table.createdAt, table.id),
    // At most one pending cease per service, even when two requests race.
    uniqueIndex("cease_orders_one_pending_idx")
      .on(table.serviceId)
      .where(sql`"status" = 'pending'`),
  ],
);

/**
 * Every change of a service's billing references (issue 47): who set which cost centre and
 * purchase order, and what they were before, so finance can tell why an invoice line moved.
 */
export const billingReferenceLog = pgTable(
  "billing_reference_log",
  {
    id: id(),
    companyId: companyId(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    changedById: integer("changed_by_id")
      .notNull()
      .references(() => users.id),
    fromCostCentre: text("from_cost_centre").notNull(),
    toCostCentre: text("to_cost_centre").notNull(),
    fromPurchaseOrder: text("from_purchase_order").notNull(),
    toPurchaseOrder: text("to_purchase_order").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("billing_reference_log_service_idx").on(table.serviceId, table.createdAt)],
);

/** The latest services exports per user, for GET /services/export-status. */
export const serviceExports = exportRecordsTable("service_exports");

/** Layer-3 network services. kind: NETWORK_SERVICE_KINDS; status: SERVICE_STATUSES. */
export const networkServices = pgTable(
  "network_services",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    bandwidthMbps: integer("bandwidth_mbps").notNull(),
    asn: integer("asn"),
    description: text("description").notNull(),
    prefixes: jsonList<string>("prefixes"),
    mrcMinor: integer("mrc_minor").notNull(),
    currency: text("currency").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("network_services_company_name_idx").on(table.companyId, table.name)],
);

/** Which of the company's services reach a network service. */
export const networkServiceMembers = pgTable(
  "network_service_members",
  {
    networkServiceId: integer("network_service_id")
      .notNull()
      .references(() => networkServices.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
  },
  (table) => [primaryKey({ columns: [table.networkServiceId, table.serviceId] })],
);

/** Contract lines; the status is computed from the end date (contractLineStatusOn). */
export const contractLines = pgTable(
  "contract_lines",
  {
    id: id(),
    companyId: companyId(),
    contractNumber: text("contract_number").notNull(),
    serviceId: integer("service_id").references(() => services.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    termMonths: integer("term_months").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    mrcMinor: integer("mrc_minor").notNull(),
    nrcMinor: integer("nrc_minor").notNull(),
    currency: text("currency").notNull(),
    autoRenews: boolean("auto_renews").notNull(),
    noticePeriodDays: integer("notice_period_days").notNull(),
  },
  (table) => [index("contract_lines_company_end_idx").on(table.companyId, table.endDate, table.id)],
);

/** A company's customer network interfaces: a VLAN hand-off on one of its ports. */
export const companyCnis = pgTable(
  "company_cnis",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    portId: integer("port_id")
      .notNull()
      .references(() => services.id),
    vlan: integer("vlan").notNull(),
  },
  (table) => [index("company_cnis_company_idx").on(table.companyId, table.name)],
);
