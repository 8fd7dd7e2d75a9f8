import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "../../../server/src/db/schema.ts";
import {
  AzureProvisioningStateView,
  OrderStatusView,
  PathStatusView,
  SERVICE_CHILD_LIST,
  SERVICE_LIST,
  ServiceDetail,
  ServiceStatusView,
} from "../../../src/core/api/services/index.ts";
import { LOA_NO_DEMARCATION, LOA_PORT_GONE } from "../../../src/core/api/services/loa-rules.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { readPdf } from "../pdf-text.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

let server: TestServer;
const kit = supportCalls(() => server);
const { read, get, post } = kit;
const ADMIN = "admin@acme.test";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const detail = (id: string, email = ADMIN) => read(ServiceDetail, email, `/services/${id}`);

describe("GET /v2/services/{id}", () => {
  it("answers a port with its attributes and money as decimal strings", async () => {
    const port = await detail("SVC-10001");
    expect(port).toMatchObject({
      name: "LON1-LD8 Port 10G",
      custom_name: "LON1-ACME-01",
      type: "port",
      status: "active",
      speed_mbps: 10000,
      children_count: 5,
      location: { name: "Equinix LD8", metro: "London", country: "GB" },
      port: { media: "10GBASE-LR", lag_members: 1, diversity_zone: "red" },
      cloud_connect: null,
      b_end: null,
      term_months: 36,
      mrc: { amount: "850.00", currency: "GBP" },
      nrc: { amount: "500.00", currency: "GBP" },
      path_status: "not_applicable",
      order_status: "completed",
    });
  });

  it("answers both ends of an EVPL with their ports and VLANs", async () => {
    const evpl = await detail("SVC-10003");
    expect(evpl.parent).toEqual({ id: "SVC-10001", name: "LON1-LD8 Port 10G", type: "port" });
    expect(evpl.a_end).toMatchObject({ location: { name: "Equinix LD8" }, vlan: 500 });
    expect(evpl.a_end.port?.id).toBe("SVC-10001");
    expect(evpl.b_end).toMatchObject({
      location: { name: "Equinix AM5", metro: "Amsterdam" },
      port: { id: "SVC-10011" },
      vlan: 500,
    });
    expect(evpl.port).toBeNull();
  });

  it("answers a cloud connect's cloud, region and key; Azure with its provisioning state", async () => {
    const azure = await detail("SVC-10004");
    expect(azure.cloud_connect).toMatchObject({
      provider: "azure",
      region: "uksouth",
      azure_provisioning_state: "provisioned",
    });
    const aws = await detail("SVC-10002");
    expect(aws.cloud_connect).toMatchObject({ provider: "aws", azure_provisioning_state: null });
    expect(aws.status).toBe("provisioning");
    expect(aws.live_at).toBeNull();
  });

  it("answers 404 for another company's service and for no service", async () => {
    for (const url of [
      "/services/SVC-20001",
      "/services/SVC-20001/child",
      "/services/SVC-20001/status",
      "/services/SVC-20004/azure_provisioning_state",
      "/services/order_status/SVC-20001",
      "/services/path_status/SVC-20001",
      "/services/SVC-99999",
    ]) {
      const response = await get(ADMIN, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: "Not found." });
    }
    expect((await detail("SVC-20001", "admin@globex.test")).custom_name).toBe("FRA2-GLOBEX-01");
  });
});

describe("a service's children and states", () => {
  it("lists a port's connections", async () => {
    const children = await read(SERVICE_CHILD_LIST.response, ADMIN, "/services/SVC-10010/child");
    expect(children.results.map((child) => child.id).sort()).toEqual([
      "SVC-10020",
      "SVC-10021",
      "SVC-10022",
    ]);
  });

  it("answers each state call", async () => {
    const status = await read(ServiceStatusView, ADMIN, "/services/SVC-10021/status");
    expect(status).toMatchObject({ status: "active", admin_state: "up", oper_state: "down" });
    const path = await read(PathStatusView, ADMIN, "/services/path_status/SVC-10021");
    expect(path.path_status).toBe("down");
    const order = await read(OrderStatusView, ADMIN, "/services/order_status/SVC-10005");
    expect(order.order_status).toBe("received");
    const azure = await read(
      AzureProvisioningStateView,
      ADMIN,
      "/services/SVC-10016/azure_provisioning_state",
    );
    expect(azure.provisioning_state).toBe("not_provisioned");
    // Only Azure connects have a provisioning state.
    expect((await get(ADMIN, "/services/SVC-10002/azure_provisioning_state")).statusCode).toBe(404);
  });
});

describe("POST /v2/services/{id}/update_custom_name", () => {
  it("renames the service, trimmed, and clears it with null", async () => {
    const renamed = await post(ADMIN, "/services/SVC-10007/update_custom_name", {
      custom_name: "  Frankfurt core  ",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().custom_name).toBe("Frankfurt core");
    expect((await detail("SVC-10007")).custom_name).toBe("Frankfurt core");
    const found = await read(SERVICE_LIST.response, ADMIN, "/services?text=frankfurt%20core");
    expect(found.results.map((service) => service.id)).toEqual(["SVC-10007"]);
    const cleared = await post(ADMIN, "/services/SVC-10007/update_custom_name", {
      custom_name: null,
    });
    expect(cleared.json().custom_name).toBeNull();
  });

  it("refuses a blank name and one over 120 characters with field errors", async () => {
    for (const custom_name of ["", "   ", "x".repeat(121)]) {
      const response = await post(ADMIN, "/services/SVC-10007/update_custom_name", { custom_name });
      expect(response.statusCode).toBe(400);
      expect(response.json().custom_name).toBeDefined();
    }
    expect((await detail("SVC-10007")).custom_name).toBeNull();
    const another = await post(ADMIN, "/services/SVC-20001/update_custom_name", {
      custom_name: "Mine now",
    });
    expect(another.statusCode).toBe(404);
  });
});

describe("GET /v2/services/{id}/loa", () => {
  it("downloads a letter of authorisation naming company, port, location, demarcation and today", async () => {
    const response = await get(ADMIN, "/services/SVC-10001/loa");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const today = server.ctx.now().toISOString().slice(0, 10);
    expect(response.headers["content-disposition"]).toContain(`LOA-SVC-10001-${today}.pdf`);
    const { text } = await readPdf(response.rawPayload);
    expect(text).toContain("Letter of Authorisation");
    expect(text).toContain("Acme");
    expect(text).toContain("SVC-10001");
    expect(text).toContain("LON1-LD8 Port 10G");
    expect(text).toContain("Equinix LD8");
    expect(text).toContain("LD8 MMR 2, panel 14, ports 7-8");
    expect(text).toContain(today);
  });

  it("carries the day of the download", async () => {
    const earlier = server.ctx.now().toISOString().slice(0, 10);
    server.advance(3 * 24 * 60 * 60 * 1000);
    kit.forgetTokens();
    const later = server.ctx.now().toISOString().slice(0, 10);
    const { text } = await readPdf((await get(ADMIN, "/services/SVC-10001/loa")).rawPayload);
    const lines = text.split("\n");
    expect(lines[lines.indexOf("Issued") + 1]).toBe(later);
    expect(lines).not.toContain(earlier);
  });

  it("has none for a connection, and none for another company's port", async () => {
    expect((await get(ADMIN, "/services/SVC-10003/loa")).statusCode).toBe(404);
    expect((await get(ADMIN, "/services/SVC-20001/loa")).statusCode).toBe(404);
  });

  it("refuses a port without a demarcation, saying why, rather than authorise a blank", async () => {
    // A port ordered in the portal has no demarcation until the data centre assigns one.
    await server.ctx.db
      .update(services)
      .set({ demarcation: null })
      .where(eq(services.publicId, "SVC-10005"));
    const response = await get(ADMIN, "/services/SVC-10005/loa");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: LOA_NO_DEMARCATION });
  });

  it("refuses a ceased port, saying why", async () => {
    const response = await get(ADMIN, "/services/SVC-10013/loa");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: LOA_PORT_GONE });
  });
});
