import { Schema } from "effect";
import {
  CreatedWebhook,
  WEBHOOK_DELIVERY_LIST,
  WEBHOOK_LIST,
  Webhook,
  WebhookDelivery,
  WebhookRequest,
  WebhookSecret,
} from "../../../../src/core/api/webhooks/webhooks.ts";
import { MODULE_MATRIX, readersOf } from "../../../../src/core/permissions/module-matrix.ts";
import type { ServerContext } from "../../context.ts";
import { registerListRoute, routePathOf } from "../../http/list-route.ts";
import { listPage } from "../../http/paged-list.ts";
import { pageAnswer } from "../../http/pagination.ts";
import { RecordId, RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import {
  createWebhook,
  DELIVERY_ROWS,
  deleteWebhook,
  endpointOf,
  queuePing,
  readWebhook,
  redeliver,
  rotateWebhookSecret,
  updateWebhook,
  WEBHOOK_ROWS,
} from "./webhook-endpoints.ts";
import { kickDeliveries, webhookFlowOf } from "./webhook-flow.ts";

const TAG = "Webhooks";
const ADMIN_WRITE = [MODULE_MATRIX.admin.write];
const DeliveryParams = Schema.Struct({ id: RecordId, deliveryId: RecordId });

/**
 * The company's webhook endpoints and their deliveries (issue 43, src/core/api/webhooks):
 * user administration's, and only a person's, as API keys are: a key that could point the
 * company's events at any address would be a way out for everything it cannot read itself.
 */
export function registerWebhookRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "POST",
      path: "/webhooks",
      summary: "Add a webhook endpoint; its signing secret is shown only in this answer",
      tag: TAG,
      access: ADMIN_WRITE,
      peopleOnly: true,
      body: WebhookRequest,
      response: CreatedWebhook,
      status: 201,
      errors: [409],
    },
    async ({ body, user, reply, request }) => {
      reply.header("Cache-Control", "no-store");
      return createWebhook(ctx, user, body, webhookFlowOf(ctx).reach, request.log);
    },
  );

  registerListRoute(router, ctx, {
    list: WEBHOOK_LIST,
    summary: "The company's webhook endpoints, newest first (never their secrets)",
    tag: TAG,
    access: readersOf("admin"),
    rows: WEBHOOK_ROWS,
  });

  router.route(
    {
      method: "GET",
      path: "/webhooks/:id",
      summary: "One webhook endpoint",
      tag: TAG,
      access: readersOf("admin"),
      params: RecordIdParams,
      response: Webhook,
    },
    async ({ params, user }) => readWebhook(ctx, user, params.id),
  );

  router.route(
    {
      method: "PUT",
      path: "/webhooks/:id",
      summary: "Change a webhook endpoint's address, events and description; switches it on again",
      tag: TAG,
      access: ADMIN_WRITE,
      peopleOnly: true,
      params: RecordIdParams,
      body: WebhookRequest,
      response: Webhook,
    },
    async ({ params, body, user }) =>
      updateWebhook(ctx, user, params.id, body, webhookFlowOf(ctx).reach),
  );

  router.route(
    {
      method: "DELETE",
      path: "/webhooks/:id",
      summary: "Remove a webhook endpoint; its pending deliveries are not sent",
      tag: TAG,
      access: ADMIN_WRITE,
      peopleOnly: true,
      params: RecordIdParams,
      status: 204,
    },
    async ({ params, user }) => {
      await deleteWebhook(ctx, user, params.id);
    },
  );

  router.route(
    {
      method: "POST",
      path: "/webhooks/:id/rotate-secret",
      summary: "Replace the endpoint's signing secret; the new one is shown only in this answer",
      tag: TAG,
      access: ADMIN_WRITE,
      peopleOnly: true,
      params: RecordIdParams,
      response: WebhookSecret,
    },
    async ({ params, user, reply }) => {
      reply.header("Cache-Control", "no-store");
      return rotateWebhookSecret(ctx, user, params.id);
    },
  );

  router.route(
    {
      method: "POST",
      path: "/webhooks/:id/test",
      summary: "Send a ping event to the endpoint now",
      tag: TAG,
      access: ADMIN_WRITE,
      peopleOnly: true,
      params: RecordIdParams,
      response: WebhookDelivery,
      status: 202,
    },
    async ({ params, user }) => {
      const delivery = await queuePing(ctx, user, params.id);
      kickDeliveries(ctx);
      return delivery;
    },
  );

  router.route(
    {
      method: "GET",
      path: routePathOf(WEBHOOK_DELIVERY_LIST),
      summary:
        "The endpoint's deliveries, newest first: event, status, response code, attempts, next attempt",
      tag: TAG,
      access: readersOf("admin"),
      params: RecordIdParams,
      query: WEBHOOK_DELIVERY_LIST.query,
      response: WEBHOOK_DELIVERY_LIST.response,
    },
    async ({ request, params, user }) => {
      const endpoint = await endpointOf(ctx, user, params.id);
      return pageAnswer(
        request,
        (window) => listPage(ctx, DELIVERY_ROWS, endpoint.id, {}, window),
        WEBHOOK_DELIVERY_LIST.pageSize,
      );
    },
  );

  router.route(
    {
      method: "POST",
      path: "/webhooks/:id/deliveries/:deliveryId/redeliver",
      summary: "Send a delivery's event again now, with a fresh 24 hours of retries",
      tag: TAG,
      access: ADMIN_WRITE,
      peopleOnly: true,
      params: DeliveryParams,
      response: WebhookDelivery,
      status: 202,
      errors: [409],
    },
    async ({ params, user }) => {
      const delivery = await redeliver(ctx, user, params.id, params.deliveryId);
      kickDeliveries(ctx);
      return delivery;
    },
  );
}
