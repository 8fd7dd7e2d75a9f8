import { Schema } from "effect";
import { CalendarDate } from "../calendar-date.ts";
import { defineList } from "../define-list.ts";
import { Count, Id, IsoDateTime, Money, NamedRecordFields, NamedRef } from "../primitives.ts";
import { PersonRef } from "../users/users.ts";
import {
  AzureProvisioningState,
  CloudProvider,
  LinkState,
  OrderStatus,
  PathStatus,
  ServiceStatus,
  ServiceType,
} from "./service-vocabulary.ts";

/**
 * A service of the company's inventory (GET /services, /services/{id}). Ids are the
 * service's public reference ("SVC-10001"), the one tickets, events and notifications use.
 */

/** A service as other records refer to it: a connection's port, a child's parent. */
export const ServiceLink = Schema.Struct({
  id: Id,
  name: Schema.String,
  type: ServiceType,
});
export type ServiceLink = typeof ServiceLink.Type;

/** Who locked a service and when (an administrator, PUT /services/{id}/lock). */
export const ServiceLock = Schema.Struct({ by: PersonRef, at: IsoDateTime });

/** A data centre a service is in, as the service shows it (full record: GET /locations/{id}). */
export const LocationRef = Schema.Struct({
  id: Id,
  name: Schema.String,
  metro: Schema.String,
  country: Schema.String,
});

/** A product of the catalogue, as a service shows it. */
export const ProductRef = NamedRef;
export type ProductRef = NamedRef;

/** One end of a connection: where it lands, on which of the customer's ports, on which VLAN. */
export const ServiceEnd = Schema.Struct({
  location: LocationRef,
  port: Schema.NullOr(ServiceLink),
  /** 802.1Q tag, 1..4094; null for an untagged end. */
  vlan: Schema.NullOr(
    Schema.Number.pipe(
      Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 4094 })),
    ),
  ),
});
export type ServiceEnd = typeof ServiceEnd.Type;

/** What only a port has: optics, link aggregation and diversity. */
export const PortAttributes = Schema.Struct({
  /** Optic / interface, e.g. "10GBASE-LR". */
  media: Schema.String,
  /** Members of its LAG; 1 for a port outside a LAG. */
  lag_members: Count,
  /** "red" / "blue": ports in different zones sit on different switches. */
  diversity_zone: Schema.NullOr(Schema.String),
  /** Where the provider hands the port over (rack, panel, position). */
  demarcation: Schema.String,
});
export type PortAttributes = typeof PortAttributes.Type;

/** What only a cloud connect has: the cloud, its region and the key the cloud gave. */
export const CloudConnectAttributes = Schema.Struct({
  provider: CloudProvider,
  region: Schema.String,
  /** AWS account id, Azure ExpressRoute service key or Google pairing key. */
  provider_key: Schema.String,
  /** Azure connects only: the provider side of the circuit; null for the other clouds. */
  azure_provisioning_state: Schema.NullOr(AzureProvisioningState),
});
export type CloudConnectAttributes = typeof CloudConnectAttributes.Type;

/** The fields of a list row (GET /services). */
export const ServiceSummaryFields = {
  ...NamedRecordFields,
  /** The customer's own name for it (POST /services/{id}/update_custom_name), or null. */
  custom_name: Schema.NullOr(Schema.String),
  type: ServiceType,
  product: ProductRef,
  status: ServiceStatus,
  /** The A end's location (a port's only location). */
  location: LocationRef,
  /** Port speed or connection bandwidth in Mbps (formatBandwidth shows it). */
  speed_mbps: Count,
  parent: Schema.NullOr(ServiceLink),
  children_count: Count,
  admin_state: LinkState,
  oper_state: LinkState,
  ordered_at: IsoDateTime,
  live_at: Schema.NullOr(IsoDateTime),
  term_end: Schema.NullOr(CalendarDate),
};
export const ServiceSummary = Schema.Struct(ServiceSummaryFields);
export type ServiceSummary = typeof ServiceSummary.Type;

/**
 * GET /services/{id}/child, declared once (define-list.ts): what runs over a service (a
 * port's connections), by name, 10 a page.
 */
export const SERVICE_CHILD_LIST = defineList({
  resource: "service-children",
  path: "/services/{id}/child",
  item: ServiceSummary,
  pageSize: 10,
});

/**
 * GET /services/{id}: everything the service page shows. `a_end` is the service's own end
 * (a port's location); `b_end` the far end of an EVPL, null otherwise. `port` is set for
 * ports only, `cloud_connect` for cloud connects only. Money is monthly (MRC) and one-off
 * (NRC), in the contract's currency; `term_months` 0 is month to month.
 */
export const ServiceDetail = Schema.Struct({
  ...ServiceSummaryFields,
  description: Schema.String,
  order_status: OrderStatus,
  path_status: PathStatus,
  a_end: ServiceEnd,
  b_end: Schema.NullOr(ServiceEnd),
  port: Schema.NullOr(PortAttributes),
  cloud_connect: Schema.NullOr(CloudConnectAttributes),
  term_months: Count,
  mrc: Money,
  nrc: Money,
  /** The customer's billing references, printed on its invoice lines ("" for none). */
  cost_centre: Schema.String,
  purchase_order: Schema.String,
  /** The pending cease order's id, if a cease was asked for and not withdrawn. */
  pending_cease_order: Schema.NullOr(Id),
  /** Who locked it for changes, rename and cease (PUT /services/{id}/lock), or null. */
  lock: Schema.NullOr(ServiceLock),
});
export type ServiceDetail = typeof ServiceDetail.Type;

/** The name a person reads first: the custom name when given, else the provider's name. */
export function serviceDisplayName(service: {
  readonly name: string;
  readonly custom_name: string | null;
}): string {
  return service.custom_name ?? service.name;
}
