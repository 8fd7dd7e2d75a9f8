import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { startMetricsServer } from "../../../server/src/metrics/expose-metrics.ts";
import { startTestServer } from "../harness/test-server.ts";

/**
 * Prometheus metrics: never on the public port by default; on a port of their own
 * (CONDUIT_METRICS_PORT) or behind a bearer token (CONDUIT_METRICS_TOKEN). Requests are counted
 * by route pattern, so a thousand users' pages make one series, not a thousand.
 */
const TOKEN = "metrics-token-of-at-least-thirty-two-chars";

describe("metrics", () => {
  it("are not served at all by default", async () => {
    const server = await startTestServer();
    try {
      const response = await server.app.inject({ method: "GET", url: "/metrics" });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("conduit_http_requests_total");
    } finally {
      await server.close();
    }
  });

  it("answer only their bearer token on the main port, counting by route pattern", async () => {
    const server = await startTestServer({ CONDUIT_METRICS_TOKEN: TOKEN });
    try {
      const { access } = await server.signIn("admin@acme.test");
      for (const id of [1, 2, 3]) {
        await server.call(access, { method: "GET", url: `/v2/users/${id}` });
      }
      const anonymous = await server.app.inject({ method: "GET", url: "/metrics" });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: "The metrics need their bearer token." });
      const wrong = await server.call(`${TOKEN}x`, { method: "GET", url: "/metrics" });
      expect(wrong.statusCode).toBe(401);

      const scraped = await server.call(TOKEN, { method: "GET", url: "/metrics" });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.headers["content-type"]).toContain("text/plain");
      const text = scraped.body;
      const users = text
        .split("\n")
        .filter(
          (line) => line.startsWith("conduit_http_requests_total{") && line.includes("/v2/users/"),
        );
      expect(users).toHaveLength(1);
      expect(users[0]).toMatch(/route="\/v2\/users\/:id"/);
      expect(users[0]).toMatch(/ 3$/);
      expect(text).toContain(
        'conduit_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/v2/auth"',
      );
      expect(text).toContain("conduit_process_cpu_user_seconds_total");
    } finally {
      await server.close();
    }
  });

  it("are served on a port of their own, which serves nothing else", async () => {
    const server = await startTestServer();
    let metricsServer: Server | undefined;
    try {
      metricsServer = await startMetricsServer(server.metrics, 0, "127.0.0.1");
      const { port } = metricsServer.address() as AddressInfo;
      await server.app.inject({ method: "GET", url: "/v2/info" });
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toMatch(
        /conduit_http_requests_total\{method="GET",route="\/v2\/info",status="200"\} 1/,
      );
      expect((await fetch(`http://127.0.0.1:${port}/v2/info`)).status).toBe(404);
      expect((await server.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      metricsServer?.close();
      await server.close();
    }
  });
});
