import type { FastifyReply } from "fastify";
import {
  MetricsQuery,
  MetricsSeries,
  RfAdditionalInfo,
  RfDeviceDetail,
  RfInterface,
  SetRfDescriptionRequest,
  SetRfStatusRequest,
} from "../../../../src/core/api/monitoring/index.ts";
import {
  RF_DEVICE_LIST,
  RF_INTERFACE_LIST,
  RF_LOG_LIST,
  RF_THRESHOLD_LIST,
} from "../../../../src/core/api/monitoring/rf.ts";
import type { ServerContext } from "../../context.ts";
import { registerListRoute } from "../../http/list-route.ts";
import { IdParams, RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { NETWORK_TAG, SERVICES_READ, SERVICES_TAG, SERVICES_WRITE } from "../services/access.ts";
import { metricsJson, networkServiceSeries, serviceSeries } from "./metrics.ts";
import { checkThresholds, setDeviceStatus, setInterfaceDescription } from "./rf-changes.ts";
import {
  additionalInfo,
  findInterface,
  interfaceSeriesKey,
  RF_DEVICE_ROWS,
  RF_INTERFACE_ROWS,
  RF_LOG_ROWS,
  RF_THRESHOLD_ROWS,
  rfDeviceDetail,
  toInterface,
} from "./rf-records.ts";
import { syntheticTelemetry } from "./synthetic-telemetry.ts";
import type { TelemetrySource } from "./telemetry-source.ts";

export const RF_TAG = "Radio frequency";

/**
 * Sends a metrics answer as metricsJson kept it: already encoded with MetricsSeries (the
 * route's documented response) and serialised, so neither is done again per call (issue 19's
 * p99 at 200 req/s). Awaiting the reply waits for it to be written, so the router sees it as
 * sent and encodes nothing.
 */
async function sendJson(reply: FastifyReply, body: Buffer): Promise<FastifyReply> {
  await reply.code(200).type("application/json; charset=utf-8").send(body);
  return reply;
}

/**
 * Monitoring (issue 19): metrics of services, network services and radio interfaces from a
 * TelemetrySource (the synthetic one unless a real collector is given), and the
 * radio-frequency devices, interfaces, thresholds and log. Reads need view or write
 * services; status and description need write; another company's record is 404.
 */
export function registerMonitoringRoutes(
  router: Router,
  ctx: ServerContext,
  source: TelemetrySource = syntheticTelemetry,
): void {
  router.route(
    {
      method: "GET",
      path: "/services/:id/metrics",
      summary:
        "A service's traffic (in and out, errors, discards) over a range, at most 1,000 points, with its 95th percentile",
      tag: SERVICES_TAG,
      access: SERVICES_READ,
      query: MetricsQuery,
      params: IdParams,
      response: MetricsSeries,
    },
    async ({ reply, query, params, user }) =>
      sendJson(
        reply,
        metricsJson(source, await serviceSeries(ctx, user.companyId, params.id), query, ctx.now()),
      ),
  );

  router.route(
    {
      method: "GET",
      path: "/network-services/:id/metrics",
      names: "network_service",
      summary:
        "A network service's traffic over a range, at most 1,000 points, with its 95th percentile",
      tag: NETWORK_TAG,
      access: SERVICES_READ,
      query: MetricsQuery,
      params: RecordIdParams,
      response: MetricsSeries,
    },
    async ({ reply, query, params, user }) => {
      const series = await networkServiceSeries(ctx, user.companyId, params.id);
      return sendJson(reply, metricsJson(source, series, query, ctx.now()));
    },
  );

  registerListRoute(router, ctx, {
    list: RF_DEVICE_LIST,
    summary: "The company's radio devices by name (metro, status, search)",
    tag: RF_TAG,
    access: SERVICES_READ,
    rows: RF_DEVICE_ROWS,
  });

  router.route(
    {
      method: "GET",
      path: "/rf-devices/:id",
      names: "rf_device",
      summary: "One radio device with its interfaces",
      tag: RF_TAG,
      access: SERVICES_READ,
      params: IdParams,
      response: RfDeviceDetail,
    },
    async ({ params, user }) => {
      const device = await rfDeviceDetail(ctx, user.companyId, params.id);
      // Someone is looking: bring the thresholds' levels (and the log) up to date.
      await checkThresholds(ctx, source, user.companyId);
      return device;
    },
  );

  router.route(
    {
      method: "POST",
      path: "/rf-devices/:id/set_status",
      names: "rf_device",
      summary: "Enable, disable or put a radio device into maintenance (logged)",
      tag: RF_TAG,
      access: SERVICES_WRITE,
      body: SetRfStatusRequest,
      params: IdParams,
      response: RfDeviceDetail,
    },
    async ({ body, params, user }) => {
      await setDeviceStatus(ctx, user, params.id, body.status);
      return rfDeviceDetail(ctx, user.companyId, params.id);
    },
  );

  registerListRoute(router, ctx, {
    list: RF_INTERFACE_LIST,
    summary: "The company's radio interfaces by link (device=... for one device's)",
    tag: RF_TAG,
    access: SERVICES_READ,
    rows: RF_INTERFACE_ROWS,
  });

  router.route(
    {
      method: "GET",
      path: "/rf-device-interfaces/:id/get_additional_info",
      names: "rf_device_interface",
      summary: "A radio interface's link planning facts",
      tag: RF_TAG,
      access: SERVICES_READ,
      params: IdParams,
      response: RfAdditionalInfo,
    },
    async ({ params, user }) => additionalInfo(await findInterface(ctx, user.companyId, params.id)),
  );

  router.route(
    {
      method: "GET",
      path: "/rf-device-interfaces/:id/metrics",
      names: "rf_device_interface",
      summary:
        "A radio interface's traffic, signal level, SNR, modulation and temperature over a range",
      tag: RF_TAG,
      access: SERVICES_READ,
      query: MetricsQuery,
      params: IdParams,
      response: MetricsSeries,
    },
    async ({ reply, query, params, user }) => {
      const row = await findInterface(ctx, user.companyId, params.id);
      await checkThresholds(ctx, source, user.companyId);
      const body = metricsJson(
        source,
        {
          key: interfaceSeriesKey(row),
          capacityBps: Number(row.capacity_mbps) * 1e6,
          radio: { plannedRxDbm: Number(row.planned_rx_level_dbm) },
          live: true,
          down: [],
        },
        query,
        ctx.now(),
      );
      return sendJson(reply, body);
    },
  );

  router.route(
    {
      method: "POST",
      path: "/rf-device-interfaces/:id/set_description",
      names: "rf_device_interface",
      summary: "Describe a radio interface (logged; empty clears it)",
      tag: RF_TAG,
      access: SERVICES_WRITE,
      body: SetRfDescriptionRequest,
      params: IdParams,
      response: RfInterface,
    },
    async ({ body, params, user }) => {
      await setInterfaceDescription(ctx, user, params.id, body.description);
      return toInterface(await findInterface(ctx, user.companyId, params.id));
    },
  );

  registerListRoute(router, ctx, {
    list: RF_THRESHOLD_LIST,
    summary: "Warning and critical limits per radio interface and metric, with the current level",
    tag: RF_TAG,
    access: SERVICES_READ,
    rows: RF_THRESHOLD_ROWS,
  });

  registerListRoute(router, ctx, {
    list: RF_LOG_LIST,
    summary: "The RF log: status and description changes and threshold crossings, newest first",
    tag: RF_TAG,
    access: SERVICES_READ,
    rows: RF_LOG_ROWS,
  });
}
