import {
  type AzureProvisioningState,
  AzureProvisioningStateView,
  type LinkState,
  OrderStatusView,
  type PathStatus,
  PathStatusView,
  type ServiceStatus,
  ServiceStatusView,
} from "../../../../src/core/api/services/index.ts";
import type { ServerContext } from "../../context.ts";
import { notFound } from "../../http/api-error.ts";
import { IdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { orderStatusOf } from "../ordering/orders.ts";
import { SERVICES_READ, SERVICES_TAG } from "./access.ts";
import { findService } from "./service-lookup.ts";

/** The states fetched per service (spec section 4), each small enough to poll. */
export function registerServiceStateRoutes(router: Router, ctx: ServerContext): void {
  const read = {
    tag: SERVICES_TAG,
    access: SERVICES_READ,
    method: "GET" as const,
    params: IdParams,
  };

  router.route(
    {
      ...read,
      path: "/services/:id/status",
      summary: "A service's lifecycle status and link states",
      response: ServiceStatusView,
    },
    async ({ params, user }) => {
      const service = await findService(ctx, user.companyId, params.id);
      return {
        id: service.publicId,
        status: service.status as ServiceStatus,
        admin_state: service.adminState as LinkState,
        oper_state: service.operState as LinkState,
        checked_at: service.checkedAt.toISOString(),
      };
    },
  );

  router.route(
    {
      ...read,
      path: "/services/:id/azure_provisioning_state",
      summary: "The provider side of an Azure ExpressRoute circuit (Azure connects only)",
      response: AzureProvisioningStateView,
    },
    async ({ params, user }) => {
      const service = await findService(ctx, user.companyId, params.id);
      if (service.cloudProvider !== "azure" || service.azureState === null) throw notFound();
      return {
        id: service.publicId,
        provisioning_state: service.azureState as AzureProvisioningState,
        checked_at: service.checkedAt.toISOString(),
      };
    },
  );

  router.route(
    {
      ...read,
      path: "/services/order_status/:id",
      summary: "Where the order of a service stands",
      response: OrderStatusView,
    },
    async ({ params, user }) => orderStatusOf(ctx, user.companyId, params.id),
  );

  router.route(
    {
      ...read,
      path: "/services/path_status/:id",
      summary: "The health of a connection's path",
      response: PathStatusView,
    },
    async ({ params, user }) => {
      const service = await findService(ctx, user.companyId, params.id);
      return {
        id: service.publicId,
        path_status: service.pathStatus as PathStatus,
        checked_at: service.checkedAt.toISOString(),
      };
    },
  );
}
