import { Schema } from "effect";

/**
 * The words of the service inventory (DESIGN.md section 8, in the vocabulary of NaaS portals
 * such as Megaport and PacketFabric). The server's seed and checks read these lists, so the
 * portal and the server name the same types and states. Each list has its labels.
 */

/** What a service is: a physical port, a connection into a cloud, a point-to-point EVPL, other. */
export const SERVICE_TYPES = ["port", "cloud_connect", "evpl", "other"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const ServiceType = Schema.Literals(SERVICE_TYPES);
export const SERVICE_TYPE_LABELS: Readonly<Record<ServiceType, string>> = {
  port: "Port",
  cloud_connect: "Cloud connect",
  evpl: "EVPL",
  other: "Other",
};

/**
 * A notification's `related_module` for a service of each type (spec section 3), which picks
 * its icon; "service" is a service of no particular type.
 */
export const SERVICE_RELATED_MODULES: Readonly<Record<ServiceType, string>> = {
  port: "service_port",
  cloud_connect: "service_cloud_connect",
  evpl: "service_evpl",
  other: "service",
};

/** Lifecycle, in the order a service moves through it ("failed" ends a provisioning). */
export const SERVICE_STATUSES = [
  "pending",
  "provisioning",
  "active",
  "cancelling",
  "ceased",
  "failed",
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const ServiceStatus = Schema.Literals(SERVICE_STATUSES);
export const SERVICE_STATUS_LABELS: Readonly<Record<ServiceStatus, string>> = {
  pending: "Pending",
  provisioning: "Provisioning",
  active: "Active",
  cancelling: "Cancelling",
  ceased: "Ceased",
  failed: "Failed",
};

/** Statuses a cease may be asked for: a service that exists and is not already going. */
export const CEASABLE_SERVICE_STATUSES: ReadonlyArray<ServiceStatus> = [
  "pending",
  "provisioning",
  "active",
];

/** Whether a service in this status may be asked to cease (POST /cease_orders). */
export function isServiceCeasable(status: ServiceStatus): boolean {
  return CEASABLE_SERVICE_STATUSES.includes(status);
}

/**
 * Admin state is what the customer or provider set (enabled or shut down); operational state
 * is what the link does. "unknown" while nothing is reported (not yet live, ceased).
 */
export const LINK_STATES = ["up", "down", "unknown"] as const;
export type LinkState = (typeof LINK_STATES)[number];
export const LinkState = Schema.Literals(LINK_STATES);
export const LINK_STATE_LABELS: Readonly<Record<LinkState, string>> = {
  up: "Up",
  down: "Down",
  unknown: "Unknown",
};

/** Where the order that created the service stands (GET /services/order_status/{id}). */
export const ORDER_STATUSES = [
  "received",
  "in_review",
  "in_progress",
  "completed",
  "rejected",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatus = Schema.Literals(ORDER_STATUSES);
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  received: "Received",
  in_review: "In review",
  in_progress: "In progress",
  completed: "Completed",
  rejected: "Rejected",
};

/** Health of the path a connection takes through the network (GET /services/path_status/{id}). */
export const PATH_STATUSES = ["up", "degraded", "down", "not_applicable"] as const;
export type PathStatus = (typeof PATH_STATUSES)[number];
export const PathStatus = Schema.Literals(PATH_STATUSES);
export const PATH_STATUS_LABELS: Readonly<Record<PathStatus, string>> = {
  up: "Up",
  degraded: "Degraded",
  down: "Down",
  not_applicable: "Not applicable",
};

/**
 * The provider side of an Azure ExpressRoute circuit (Azure's
 * ServiceProviderProvisioningState), for Azure cloud connects only.
 */
export const AZURE_PROVISIONING_STATES = [
  "not_provisioned",
  "provisioning",
  "provisioned",
  "deprovisioning",
] as const;
export type AzureProvisioningState = (typeof AZURE_PROVISIONING_STATES)[number];
export const AzureProvisioningState = Schema.Literals(AZURE_PROVISIONING_STATES);
export const AZURE_PROVISIONING_STATE_LABELS: Readonly<Record<AzureProvisioningState, string>> = {
  not_provisioned: "Not provisioned",
  provisioning: "Provisioning",
  provisioned: "Provisioned",
  deprovisioning: "Deprovisioning",
};

/** Clouds a cloud connect reaches (GET /services/cc_types lists them with their products). */
export const CLOUD_PROVIDERS = ["aws", "azure", "google"] as const;
export type CloudProvider = (typeof CLOUD_PROVIDERS)[number];
export const CloudProvider = Schema.Literals(CLOUD_PROVIDERS);
export const CLOUD_PROVIDER_LABELS: Readonly<Record<CloudProvider, string>> = {
  aws: "AWS",
  azure: "Microsoft Azure",
  google: "Google Cloud",
};

/** Where a cease order stands: waiting for its date, done, or withdrawn by the customer. */
export const CEASE_ORDER_STATUSES = ["pending", "completed", "cancelled"] as const;
export type CeaseOrderStatus = (typeof CEASE_ORDER_STATUSES)[number];
export const CeaseOrderStatus = Schema.Literals(CEASE_ORDER_STATUSES);
export const CEASE_ORDER_STATUS_LABELS: Readonly<Record<CeaseOrderStatus, string>> = {
  pending: "Pending",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** A cease order can be withdrawn only while it waits for its date. */
export function isCeaseOrderCancellable(status: CeaseOrderStatus): boolean {
  return status === "pending";
}

/** Network services: the provider's layer-3 products a company's connections join. */
export const NETWORK_SERVICE_KINDS = ["ip_transit", "ip_vpn", "cloud_router"] as const;
export type NetworkServiceKind = (typeof NETWORK_SERVICE_KINDS)[number];
export const NetworkServiceKind = Schema.Literals(NETWORK_SERVICE_KINDS);
export const NETWORK_SERVICE_KIND_LABELS: Readonly<Record<NetworkServiceKind, string>> = {
  ip_transit: "IP transit",
  ip_vpn: "IP VPN",
  cloud_router: "Cloud router",
};

/** Contract lines: running, inside their last 90 days, or past their end. */
export const CONTRACT_LINE_STATUSES = ["active", "expiring", "ended"] as const;
export type ContractLineStatus = (typeof CONTRACT_LINE_STATUSES)[number];
export const ContractLineStatus = Schema.Literals(CONTRACT_LINE_STATUSES);
export const CONTRACT_LINE_STATUS_LABELS: Readonly<Record<ContractLineStatus, string>> = {
  active: "Active",
  expiring: "Expiring",
  ended: "Ended",
};

/** Days before its end at which a contract line counts as expiring. */
export const CONTRACT_EXPIRY_NOTICE_DAYS = 90;
