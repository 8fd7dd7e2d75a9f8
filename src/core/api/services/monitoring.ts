import { Schema } from "effect";
import { Count } from "../primitives.ts";
import { LocationRef } from "./service.ts";
import { ServiceStatus, ServiceType } from "./service-vocabulary.ts";

/** How many services are in each status (statuses with none are left out). */
export const StatusCount = Schema.Struct({ status: ServiceStatus, count: Count });
export type StatusCount = typeof StatusCount.Type;

/** One type of service at one location, with its services counted by status and link. */
export const MonitoringGroup = Schema.Struct({
  type: ServiceType,
  location: LocationRef,
  total: Count,
  by_status: Schema.Array(StatusCount),
  /** Live services (active) whose operational state is down. */
  oper_down: Count,
});

/**
 * GET /services/monitoring: the company's services at a glance (the dashboard card and the
 * /monitoring page): totals by status, then one group per type and location, ordered by type
 * then location name.
 */
export const ServiceMonitoring = Schema.Struct({
  total: Count,
  by_status: Schema.Array(StatusCount),
  groups: Schema.Array(MonitoringGroup),
});
export type ServiceMonitoring = typeof ServiceMonitoring.Type;
