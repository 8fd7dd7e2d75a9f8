import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CeaseReasonList } from "../../../src/core/api/services/index.ts";
import { testNow } from "../../harness/test-clock.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

let server: TestServer;
const { read, get, post } = supportCalls(() => server);
let reason = "";

beforeAll(async () => {
  server = await startTestServer();
  reason = (await read(CeaseReasonList, "admin@acme.test", "/cease-reasons")).results[0]?.id ?? "";
});
afterAll(() => server.close());

/** Every services read that needs the services permission. */
const READS = [
  "/services",
  "/services?export=true",
  "/services/export-status",
  "/services/monitoring",
  "/services/SVC-10001",
  "/services/SVC-10001/child",
  "/services/SVC-10001/status",
  "/services/SVC-10004/azure_provisioning_state",
  "/services/order_status/SVC-10001",
  "/services/path_status/SVC-10003",
  "/cease-reasons",
  "/cease_orders",
  "/network-services",
  "/contracts/lines",
];

const future = () => new Date(testNow().getTime() + 40 * 86_400_000).toISOString().slice(0, 10);

/** Every services write, as [method, url, body]. */
const writes = (): Array<["GET" | "POST", string, object | undefined]> => [
  ["POST", "/services/SVC-10038/update_custom_name", { custom_name: "Renamed" }],
  ["GET", "/services/SVC-10001/loa", undefined],
  ["POST", "/cease_orders", { service: "SVC-10038", reason, cease_date: future() }],
  ["POST", "/cease_orders/1/cancel", undefined],
];

describe("who may use the services module", () => {
  it("lets a viewer read everything and refuses every write with 403", async () => {
    for (const url of READS) {
      expect((await get("viewer@acme.test", url)).statusCode, url).toBe(200);
    }
    for (const [method, url, body] of writes()) {
      const response =
        method === "GET"
          ? await get("viewer@acme.test", url)
          : await post("viewer@acme.test", url, body);
      expect(response.statusCode, url).toBe(403);
    }
  });

  it("refuses a user without the services permission", async () => {
    for (const url of READS) {
      expect((await get("billing@acme.test", url)).statusCode, url).toBe(403);
    }
  });

  it("lets read-only impersonation read but not write", async () => {
    const staffUserId = await server.userId("auditor@conduit.test");
    const { access } = await server.sessionFor("admin@acme.test", {
      staffUserId,
      mode: "read-only",
    });
    for (const url of READS) {
      const response = await server.call(access, { method: "GET", url: `/v2${url}` });
      expect(response.statusCode, url).toBe(200);
    }
    for (const [method, url, body] of writes()) {
      const response = await server.call(access, {
        method,
        url: `/v2${url}`,
        ...(body ? { payload: body } : {}),
      });
      expect(response.statusCode, url).toBe(403);
    }
    const service = await get("admin@acme.test", "/services/SVC-10038");
    expect(service.json().custom_name).toBeNull();
    expect(service.json().status).toBe("active");
  });

  it("lets a writer rename, download the LOA and cease", async () => {
    const [rename, loa, cease] = writes();
    if (!rename || !loa || !cease) throw new Error("writes listed above");
    expect((await post("admin@acme.test", rename[1], rename[2])).statusCode).toBe(200);
    expect((await get("admin@acme.test", loa[1])).statusCode).toBe(200);
    expect((await post("admin@acme.test", cease[1], cease[2])).statusCode).toBe(201);
  });

  it("asks for a session first", async () => {
    expect((await server.call(null, { method: "GET", url: "/v2/services" })).statusCode).toBe(401);
  });
});
