import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeMaintenanceFlag } from "../../../server/src/db/system-settings.ts";
import {
  MAINTENANCE_DETAIL,
  MAINTENANCE_FLAG_TTL_MS,
} from "../../../server/src/http/maintenance.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

describe("maintenance mode", () => {
  describe("switched on by the environment", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ CONDUIT_MAINTENANCE: "on" });
    });
    afterAll(async () => {
      await server.close();
    });

    it.each([
      ["GET", "/v2/info"],
      ["POST", "/v2/auth"],
      ["GET", "/v2/nothing-here"],
    ] as const)("answers %s %s with 503 and a detail", async (method, url) => {
      const response = await server.call(null, {
        method,
        url,
        ...(method === "POST" ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBe(503);
      // A server error's body also names its request (http/request-id.ts).
      expect(response.json()).toEqual({
        detail: MAINTENANCE_DETAIL,
        request_id: response.headers["x-request-id"],
      });
      expect(response.headers["retry-after"]).toBe("300");
    });

    it("still serves the portal's configuration", async () => {
      const response = await server.call(null, { method: "GET", url: "/config.json" });
      expect(response.statusCode).toBe(200);
    });
  });

  describe("switched by the database flag", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server.close();
    });

    it("answers 503 within a second of the flag going on, and recovers when it goes off", async () => {
      expect((await server.call(null, { method: "GET", url: "/v2/info" })).statusCode).toBe(200);
      await writeMaintenanceFlag(server.ctx.db, true);
      await new Promise((resolve) => setTimeout(resolve, MAINTENANCE_FLAG_TTL_MS + 50));
      expect((await server.call(null, { method: "GET", url: "/v2/info" })).statusCode).toBe(503);
      await writeMaintenanceFlag(server.ctx.db, false);
      await new Promise((resolve) => setTimeout(resolve, MAINTENANCE_FLAG_TTL_MS + 50));
      expect((await server.call(null, { method: "GET", url: "/v2/info" })).statusCode).toBe(200);
    });
  });
});
