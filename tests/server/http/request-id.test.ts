import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * One id per request: in the answer's X-Request-Id, in every log line of the request, and in
 * a server error's body. A proxy that CONDUIT_TRUST_PROXY trusts may hand its own id on in
 * X-Request-Id; from anyone else the header is ignored.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request ids, with the default trust (a proxy on loopback)", () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({}, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => {
    await server.close();
  });

  it("takes the id a trusted proxy sends, and logs every line of the request under it", async () => {
    const response = await server.app.inject({
      method: "GET",
      url: "/v2/info",
      remoteAddress: "127.0.0.1",
      headers: { "x-request-id": "lb-7f3a9c-0001" },
    });
    expect(response.headers["x-request-id"]).toBe("lb-7f3a9c-0001");
    const ofRequest = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.req || entry.res);
    expect(ofRequest.length).toBeGreaterThanOrEqual(2);
    const mine = ofRequest.filter((entry) => entry.reqId === "lb-7f3a9c-0001");
    expect(mine.map((entry) => entry.msg)).toEqual(["incoming request", "request completed"]);
  });

  it("makes its own id for anyone else, and for an id that is not one", async () => {
    const untrusted = await server.app.inject({
      method: "GET",
      url: "/v2/info",
      remoteAddress: "203.0.113.7",
      headers: { "x-request-id": "chosen-by-the-client" },
    });
    expect(untrusted.headers["x-request-id"]).toMatch(UUID);
    const malformed = await server.app.inject({
      method: "GET",
      url: "/v2/info",
      remoteAddress: "127.0.0.1",
      headers: { "x-request-id": "two words\nand a line" },
    });
    expect(malformed.headers["x-request-id"]).toMatch(UUID);
  });

  it("gives every request an id of its own, error answers included", async () => {
    const first = await server.app.inject({ method: "GET", url: "/v2/nothing-here" });
    const second = await server.app.inject({ method: "GET", url: "/v2/nothing-here" });
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({ detail: "Not found." });
    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });
});

describe("request ids, trusting a configured proxy network", () => {
  it("trusts exactly the CONDUIT_TRUST_PROXY addresses", async () => {
    const server = await startTestServer({ CONDUIT_TRUST_PROXY: "10.0.0.0/8" });
    try {
      const from = (remoteAddress: string) =>
        server.app.inject({
          method: "GET",
          url: "/v2/info",
          remoteAddress,
          headers: { "x-request-id": "from-the-balancer" },
        });
      expect((await from("10.20.30.40")).headers["x-request-id"]).toBe("from-the-balancer");
      expect((await from("127.0.0.1")).headers["x-request-id"]).toMatch(UUID);
    } finally {
      await server.close();
    }
  });

  it("names the request in a server error's body (maintenance's 503)", async () => {
    const server = await startTestServer({ CONDUIT_MAINTENANCE: "on" });
    try {
      const response = await server.app.inject({
        method: "GET",
        url: "/v2/info",
        headers: { "x-request-id": "maintenance-probe-1" },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        detail: "The service is down for maintenance. Please try again later.",
        request_id: "maintenance-probe-1",
      });
    } finally {
      await server.close();
    }
  });
});
