import { Schema } from "effect";
import { OrderSchedule, OrderStage } from "../ordering/ordering-vocabulary.ts";
import { Id, IsoDateTime } from "../primitives.ts";
import {
  AzureProvisioningState,
  LinkState,
  OrderStatus,
  PathStatus,
  ServiceStatus,
} from "./service-vocabulary.ts";

/**
 * The states fetched per service (spec section 4), each its own call so a page can poll one
 * without reloading the service. `checked_at` is when the provider last read the state.
 */

/** GET /services/{id}/status. */
export const ServiceStatusView = Schema.Struct({
  id: Id,
  status: ServiceStatus,
  admin_state: LinkState,
  oper_state: LinkState,
  checked_at: IsoDateTime,
});

/** GET /services/{id}/azure_provisioning_state: 404 for a service that is not an Azure connect. */
export const AzureProvisioningStateView = Schema.Struct({
  id: Id,
  provisioning_state: AzureProvisioningState,
  checked_at: IsoDateTime,
});

/**
 * GET /services/order_status/{id}. `stage` is where the order stands in the ordering
 * vocabulary (received, validated, provisioning, live, failed with `failure_reason`), and
 * `stages` when each stage reached so far was reached, oldest first; `schedule` the schedule
 * the server moves its orders on (standard, or the demo's fast one when it was asked for).
 */
export const OrderStatusView = Schema.Struct({
  id: Id,
  order_status: OrderStatus,
  ordered_at: IsoDateTime,
  updated_at: IsoDateTime,
  stage: OrderStage,
  failure_reason: Schema.NullOr(Schema.String),
  stages: Schema.Array(Schema.Struct({ stage: OrderStage, at: IsoDateTime })),
  schedule: OrderSchedule,
});
export type OrderStatusView = typeof OrderStatusView.Type;

/** GET /services/path_status/{id}: "not_applicable" for a port (no path of its own). */
export const PathStatusView = Schema.Struct({
  id: Id,
  path_status: PathStatus,
  checked_at: IsoDateTime,
});
