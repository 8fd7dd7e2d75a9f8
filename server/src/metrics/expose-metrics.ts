import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config.ts";
import { sendDetail } from "../http/problem.ts";
import type { ServerMetrics } from "./metrics.ts";

export const METRICS_PATH = "/metrics";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Measures every answer of the app, and serves GET /metrics on the main port only when
 * CONDUIT_METRICS_TOKEN is set, to that bearer token only: the figures name routes, load and
 * failures, which are nobody else's business. Without the token the path is not a route.
 */
export function measureRequests(
  app: FastifyInstance,
  metrics: ServerMetrics,
  config: ServerConfig,
): void {
  app.addHook("onResponse", async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? null,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  const token = config.metricsToken;
  if (token === null) return;
  app.get(METRICS_PATH, async (request, reply) => {
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
    if (!sameToken(given, token)) {
      reply.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return sendDetail(reply, 401, "The metrics need their bearer token.");
    }
    reply.header("Cache-Control", "no-store").type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/**
 * GET /metrics on a port of its own (CONDUIT_METRICS_PORT), for a Prometheus that scrapes
 * a private network or the loopback: nothing else is served there, and the public port has
 * no metrics. Answers once listening.
 */
export async function startMetricsServer(
  metrics: ServerMetrics,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== METRICS_PATH) {
      response.writeHead(404, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify({ detail: "Not found." }));
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          "content-type": metrics.registry.contentType,
          "cache-control": "no-store",
        });
        response.end(text);
      },
      () => {
        response.writeHead(500, { "content-type": "application/json; charset=utf-8" });
        response.end(JSON.stringify({ detail: "A server error occurred." }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
