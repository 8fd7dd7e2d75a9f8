import type {
  LinkState,
  OrderStatus,
  PathStatus,
  ServiceStatus,
} from "../../../../src/core/api/services/index.ts";
import type { DemoService } from "./services-types.ts";

/**
 * The states a demo service's status implies, so the data tables give only the status:
 * a service being built is administratively up with its link still down, a ceased one is
 * down and unknown; a port has no path of its own.
 */
const BY_STATUS: Readonly<
  Record<ServiceStatus, { admin: LinkState; oper: LinkState; order: OrderStatus }>
> = {
  pending: { admin: "down", oper: "unknown", order: "received" },
  provisioning: { admin: "up", oper: "down", order: "in_progress" },
  active: { admin: "up", oper: "up", order: "completed" },
  cancelling: { admin: "up", oper: "up", order: "completed" },
  ceased: { admin: "down", oper: "unknown", order: "completed" },
  failed: { admin: "down", oper: "down", order: "rejected" },
};

export function demoServiceStates(service: DemoService): {
  adminState: LinkState;
  operState: LinkState;
  orderStatus: OrderStatus;
  pathStatus: PathStatus;
} {
  const states = BY_STATUS[service.status];
  const operState = service.operDown === true ? "down" : states.oper;
  const pathStatus: PathStatus =
    service.type === "port" || service.type === "other"
      ? "not_applicable"
      : operState === "up"
        ? "up"
        : "down";
  return { adminState: states.admin, operState, orderStatus: states.order, pathStatus };
}
