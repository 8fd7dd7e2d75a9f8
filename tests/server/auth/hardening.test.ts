import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken, verifyToken } from "../../../server/src/auth/tokens.ts";
import { HSTS_VALUE, PERMISSIONS_POLICY } from "../../../server/src/http/security-headers.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/** Response headers and token checks of the security review (finding 5). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

describe("security headers", () => {
  it("sends nosniff and the permissions policy on every answer: API, errors, unknown paths, the config", async () => {
    const access = (await server.sessionFor("viewer@acme.test")).access;
    const answers = await Promise.all([
      server.call(null, { method: "GET", url: "/v2/info" }),
      server.call(access, { method: "GET", url: "/v2/me" }),
      server.call(null, { method: "GET", url: "/v2/me" }),
      server.call(null, { method: "GET", url: "/v2/no-such-route" }),
      server.call(null, {
        method: "POST",
        url: "/v2/auth",
        payload: "{",
        headers: { "content-type": "application/json" },
      }),
      server.call(null, { method: "GET", url: "/config.json" }),
    ]);
    for (const answer of answers) {
      expect(answer.headers["x-content-type-options"], `${answer.statusCode}`).toBe("nosniff");
      expect(answer.headers["permissions-policy"], `${answer.statusCode}`).toBe(PERMISSIONS_POLICY);
    }
  });

  it("turns off the browser features the portal never uses", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(PERMISSIONS_POLICY.split(", ")).toContain(`${feature}=()`);
    }
    // Every feature is denied to every origin: no allow-list anywhere.
    expect(PERMISSIONS_POLICY).toMatch(/^[a-z-]+=\(\)(, [a-z-]+=\(\))*$/);
  });

  it("sends HSTS only when the request came over TLS (the proxy says so)", async () => {
    const https = await server.call(null, {
      method: "GET",
      url: "/v2/info",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(https.headers["strict-transport-security"]).toBe(HSTS_VALUE);
    const http = await server.call(null, { method: "GET", url: "/v2/info" });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("tokens issued in the future", () => {
  async function shifted(seconds: number): Promise<string> {
    const { access } = await server.sessionFor("viewer@acme.test");
    const claims = decodeJwt(access);
    return signToken(server.ctx.keys, {
      sub: String(claims.sub),
      sid: String(claims.sid),
      jti: String(claims.jti),
      iat: Number(claims.iat) + seconds,
      exp: Number(claims.exp) + seconds,
      tokenType: "access",
    });
  }

  it("refuses an iat more than a minute ahead, accepts clock skew within it", async () => {
    const ahead = await shifted(120);
    expect((await verifyToken(server.ctx.keys, ahead, "access", server.ctx.now())).ok).toBe(false);
    expect((await server.call(ahead, { method: "GET", url: "/v2/me" })).statusCode).toBe(401);
    const skewed = await shifted(30);
    expect((await server.call(skewed, { method: "GET", url: "/v2/me" })).statusCode).toBe(200);
  });
});
