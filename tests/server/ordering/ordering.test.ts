import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AzureKeyCheck,
  CloudRegionList,
  type OrderablePort,
  OrderablePortList,
  OrderDraftAnswer,
  PlacedOrder,
  PriceList,
  PricingAnswer,
} from "../../../src/core/api/ordering/index.ts";
import { LocationList } from "../../../src/core/api/reference/index.ts";
import {
  OrderStatusView,
  SERVICE_LIST,
  ServiceDetail,
} from "../../../src/core/api/services/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";
import { portOrderForm } from "./port-order-form.ts";

let server: TestServer;
const kit = supportCalls(() => server);
const { read, get, post, put } = kit;
const ADMIN = "admin@acme.test";
const VIEWER = "viewer@acme.test";
const GLOBEX = "admin@globex.test";
const AZURE_KEY = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let keys = 0;
const order = (type: string, form: Record<string, string>, key = `test-order-${++keys}-key`) => ({
  idempotency_key: key,
  type,
  form,
});

const PORT_FORM = portOrderForm("LD8 second port", { purchase_order: "PO-7781" });

async function ports(email = ADMIN): Promise<ReadonlyArray<OrderablePort>> {
  return (await read(OrderablePortList, email, "/sdn/cni-id?limit=100")).results;
}

/** An active port of Acme's with room for a 1G connection. */
async function roomyPort(): Promise<OrderablePort> {
  const port = (await ports()).find((p) => p.status === "active" && p.free_mbps >= 1000);
  if (port === undefined) throw new Error("no active Acme port with 1 Gbps free");
  return port;
}

function fieldErrors(body: string): Record<string, string[]> {
  return JSON.parse(body) as Record<string, string[]>;
}

describe("prices before ordering", () => {
  it("prices a 10G port per term in Acme's billing currency", async () => {
    const answer = await read(PricingAnswer, ADMIN, "/services/pricing?type=port&mbps=10000");
    expect(answer.currency).toBe("GBP");
    expect(answer.terms.find((t) => t.term_months === 12)).toEqual({
      term_months: 12,
      mrc: { amount: "850.00", currency: "GBP" },
      nrc: { amount: "750.00", currency: "GBP" },
    });
    expect(answer.terms.find((t) => t.term_months === 36)?.nrc.amount).toBe("0.00");
  });

  it("refuses a speed not offered at the location, and one not sold at all", async () => {
    const dublin = await read(LocationList, ADMIN, "/locations?metro=Dublin");
    const id = dublin.results[0]?.id ?? "";
    const refused = await get(ADMIN, `/services/pricing?type=port&mbps=400000&location=${id}`);
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({
      mbps: ["This speed is not offered at the chosen location."],
    });
    const unsold = await get(ADMIN, "/services/pricing?type=cloud_connect&mbps=300");
    expect(fieldErrors(unsold.body)).toEqual({ mbps: ["This bandwidth is not offered."] });
  });

  it("lists prices for anyone signed in, ports filtered by location", async () => {
    const list = await read(PriceList, "support@acme.test", "/services/price-list");
    expect(list.results.filter((row) => row.type === "port").map((row) => row.mbps)).toEqual([
      1000, 10000, 100000, 400000,
    ]);
    const dublin = (await read(PriceList, ADMIN, "/services/price-list?location=1")).results;
    expect(dublin.every((row) => row.terms.length === 4)).toBe(true);
    expect((await get(ADMIN, "/services/price-list?location=99999")).statusCode).toBe(400);
  });
});

describe("the clouds", () => {
  it("lists regions per cloud", async () => {
    const regions = await read(CloudRegionList, ADMIN, "/cloud-regions?provider=azure");
    expect(regions.results.map((region) => region.id)).toContain("uksouth");
    expect(regions.results.every((region) => region.provider === "azure")).toBe(true);
  });

  it("answers an ExpressRoute key's bandwidth and peering location, or a field error", async () => {
    expect(await read(AzureKeyCheck, ADMIN, `/sdn/aer/validate_key/${AZURE_KEY}`)).toEqual({
      service_key: AZURE_KEY,
      bandwidth_mbps: 1000,
      peering_location: "London",
    });
    const unknown = await get(ADMIN, "/sdn/aer/validate_key/00000000-0000-4000-8000-000000000000");
    expect(fieldErrors(unknown.body)).toEqual({
      service_key: ["No ExpressRoute circuit has this service key."],
    });
    const malformed = await get(ADMIN, "/sdn/aer/validate_key/nope");
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(malformed.body))).toEqual(["service_key"]);
  });

  it("checks an AWS account id and ASN", async () => {
    const fine = await post(ADMIN, "/sdn/aws", { account_id: "123456789012", asn: "64512" });
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ account_id: "123456789012", asn: 64512 });
    const bad = await post(ADMIN, "/sdn/aws", { account_id: "12", asn: "23456" });
    expect(Object.keys(fieldErrors(bad.body)).sort()).toEqual(["account_id", "asn"]);
  });
});

describe("POST /v2/services/orders", () => {
  it("creates a pending port with its order, once per idempotency key", async () => {
    const body = order("port", PORT_FORM, "double-submit-0001");
    const [first, second] = await Promise.all([
      post(ADMIN, "/services/orders", body),
      post(ADMIN, "/services/orders", body),
    ]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    const placed = PlacedOrder.make(first?.json());
    expect(second?.json()).toEqual(first?.json());
    expect(placed).toMatchObject({ type: "port", status: "pending", stage: "received" });
    const again = await post(ADMIN, "/services/orders", body);
    expect(again.statusCode).toBe(200);
    expect(again.json().service).toBe(placed.service);
    const named = await read(SERVICE_LIST.response, ADMIN, "/services?text=LD8%20second%20port");
    expect(named.count).toBe(1);
    const detail = await read(ServiceDetail, ADMIN, `/services/${placed.service}`);
    expect(detail).toMatchObject({
      status: "pending",
      term_months: 24,
      mrc: { amount: "765.00", currency: "GBP" },
      nrc: { amount: "375.00", currency: "GBP" },
      port: { media: "10GBASE-LR", diversity_zone: "blue" },
    });
  });

  it("answers every problem of a port at once on its fields", async () => {
    const refused = await post(
      ADMIN,
      "/services/orders",
      order("port", { ...PORT_FORM, term_months: "6", speed_mbps: "2500", name: " " }),
    );
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({
      name: ["This field may not be blank."],
      term_months: ["Choose a term of 1, 12, 24 or 36 months."],
      speed_mbps: ["This speed is not offered at the chosen location."],
      media: ["This media does not fit the chosen speed."],
    });
  });

  it("refuses a VLAN used on the port, bandwidth over its free capacity and a wrong key", async () => {
    const port = await roomyPort();
    const used = port.used_vlans[0];
    const refused = await post(
      ADMIN,
      "/services/orders",
      order("cloud_connect", {
        name: "Too big",
        term_months: "12",
        provider: "azure",
        region: "uksouth",
        a_port: port.id,
        a_vlan: String(used ?? 1),
        bandwidth_mbps: "100000",
        service_key: "00000000-0000-4000-8000-000000000000",
      }),
    );
    expect(fieldErrors(refused.body)).toEqual({
      a_vlan: [
        used === undefined
          ? "Choose a VLAN from 2 to 4094."
          : `VLAN ${used} is already used on this port.`,
      ],
      bandwidth_mbps: [`The port has only ${port.free_mbps} Mbps free.`],
      service_key: ["No ExpressRoute circuit has this service key."],
    });
  });

  it("refuses another company's port as if it did not exist", async () => {
    const globexPort = (await ports(GLOBEX))[0];
    const refused = await post(
      ADMIN,
      "/services/orders",
      order("evpl", {
        name: "Across",
        term_months: "12",
        a_port: globexPort?.id ?? "SVC-20001",
        a_vlan: "300",
        b_port: "SVC-0",
        b_vlan: "300",
        bandwidth_mbps: "100",
      }),
    );
    expect(fieldErrors(refused.body)).toMatchObject({
      a_port: ["Choose one of your ports."],
      b_port: ["Choose one of your ports."],
    });
  });

  it("moves an Azure connect through its stages over time, announcing each", async () => {
    const port = await roomyPort();
    const placed = await post(
      ADMIN,
      "/services/orders",
      order("cloud_connect", {
        name: "To Azure UK South",
        term_months: "12",
        provider: "azure",
        region: "uksouth",
        a_port: port.id,
        a_vlan: String(port.next_free_vlan),
        bandwidth_mbps: "1000",
        service_key: AZURE_KEY,
      }),
    );
    expect(placed.statusCode).toBe(201);
    const id = PlacedOrder.make(placed.json()).service;
    const status = () => read(OrderStatusView, ADMIN, `/services/order_status/${id}`);
    expect((await status()).stage).toBe("received");
    server.advance(6_000);
    expect(await status()).toMatchObject({
      stage: "validated",
      order_status: "in_review",
      schedule: "demo_fast",
    });
    server.advance(10_000);
    const provisioning = await read(SERVICE_LIST.response, ADMIN, `/services?text=${id}`);
    expect(provisioning.results[0]?.status).toBe("provisioning");
    server.advance(10 * 60_000);
    const live = await status();
    expect(live.stage).toBe("live");
    expect(live.stages.map((entry) => entry.stage)).toEqual([
      "received",
      "validated",
      "provisioning",
      "live",
    ]);
    const notes = (await get(ADMIN, "/notifications?limit=20")).json() as {
      results: Array<{ message: string; related_module: string | null }>;
    };
    const mine = notes.results.filter((note) => note.message.includes(id));
    expect(mine.map((note) => note.related_module)).toEqual(Array(4).fill("service_cloud_connect"));
    // The circuit is now connected: the same key is refused.
    const again = await get(ADMIN, `/sdn/aer/validate_key/${AZURE_KEY}`);
    expect(fieldErrors(again.body)).toEqual({
      service_key: ["This ExpressRoute circuit is already connected."],
    });
  });

  it("is refused to the viewer and to read-only impersonation", async () => {
    expect((await post(VIEWER, "/services/orders", order("port", PORT_FORM))).statusCode).toBe(403);
    const auditor = await server.sessionFor(ADMIN, {
      staffUserId: await server.userId("auditor@conduit.test"),
      mode: "read-only",
    });
    const call = await server.call(auditor.access, {
      method: "POST",
      url: "/v2/services/orders",
      payload: order("port", PORT_FORM),
    });
    expect(call.statusCode).toBe(403);
  });
});

describe("the service-creation draft", () => {
  it("is kept per user until discarded", async () => {
    const draft = {
      type: "port",
      form: { name: "Half done" },
      active_step: 1,
      steps_done: [true, false],
    };
    expect((await read(OrderDraftAnswer, ADMIN, "/services/order-draft")).draft).toBeNull();
    expect((await put(ADMIN, "/services/order-draft", draft)).statusCode).toBe(200);
    expect((await read(OrderDraftAnswer, ADMIN, "/services/order-draft")).draft).toMatchObject(
      draft,
    );
    expect((await get("billing@acme.test", "/services/order-draft")).statusCode).toBe(403);
    const removed = await server.call(await server.sessionFor(ADMIN).then((t) => t.access), {
      method: "DELETE",
      url: "/v2/services/order-draft",
    });
    expect(removed.statusCode).toBe(204);
    expect((await read(OrderDraftAnswer, ADMIN, "/services/order-draft")).draft).toBeNull();
  });
});
