import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type OrderableCni,
  type OrderablePort,
  OrderablePortList,
  PlacedOrder,
  PricingAnswer,
} from "../../../src/core/api/ordering/index.ts";
import { ServiceDetail } from "../../../src/core/api/services/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

/** Issue 18: an EVPL's B end may be one of the company's CNIs from /sdn/cni-id. */

let server: TestServer;
const { read, get, post } = supportCalls(() => server);
const ADMIN = "admin@acme.test";
const GLOBEX = "admin@globex.test";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let keys = 0;
const evpl = (form: Record<string, string>) => ({
  idempotency_key: `cni-order-${++keys}-key`,
  type: "evpl",
  form: { name: "To the CNI", term_months: "12", bandwidth_mbps: "100", ...form },
});

async function ports(email = ADMIN): Promise<ReadonlyArray<OrderablePort>> {
  return (await read(OrderablePortList, email, "/sdn/cni-id?limit=100")).results;
}

interface CniOnPort {
  readonly cni: OrderableCni;
  readonly port: OrderablePort;
}

async function cnis(email = ADMIN): Promise<ReadonlyArray<CniOnPort>> {
  return (await ports(email)).flatMap((port) => port.cnis.map((cni) => ({ cni, port })));
}

/** An active Acme port with room that is not `other`, as the A end. */
async function aEndBesides(other: string): Promise<OrderablePort> {
  const port = (await ports()).find(
    (entry) => entry.id !== other && entry.status === "active" && entry.free_mbps >= 1000,
  );
  if (port === undefined) throw new Error("no other active Acme port with room");
  return port;
}

/** Orders an EVPL from another active port to Acme's free CNI on an active port. */
async function orderToFreeCni(extra: Record<string, string>) {
  const free = (await cnis()).find((entry) => !entry.cni.in_use && entry.port.status === "active");
  if (free === undefined) throw new Error("no free Acme CNI");
  const aEnd = await aEndBesides(free.port.id);
  const answer = await post(
    ADMIN,
    "/services/orders",
    evpl({
      a_port: aEnd.id,
      a_vlan: String(aEnd.next_free_vlan),
      b_end: "cni",
      b_cni: free.cni.id,
      ...extra,
    }),
  );
  return { answer, free, aEnd };
}

function fieldErrors(body: string): Record<string, string[]> {
  return JSON.parse(body) as Record<string, string[]>;
}

describe("GET /v2/sdn/cni-id", () => {
  it("lists each port's CNIs with their VLAN, among the VLANs in use, and only the company's", async () => {
    const acme = await cnis();
    expect(acme.map((entry) => entry.cni.name).sort()).toEqual([
      "LON1 cloud hand-off",
      "NYC3 cloud hand-off",
    ]);
    for (const { cni, port } of acme) expect(port.used_vlans).toContain(cni.vlan);
    const globex = await cnis(GLOBEX);
    expect(globex.map((entry) => entry.cni.name)).toEqual(["FRA2 cloud hand-off"]);
  });
});

describe("an EVPL to a CNI", () => {
  it("is priced with one end to set up", async () => {
    const path = "/services/pricing?type=evpl&mbps=1000";
    const toPort = await read(PricingAnswer, ADMIN, path);
    const toCni = await read(PricingAnswer, ADMIN, `${path}&b_end=cni`);
    const twelve = (answer: PricingAnswer) => answer.terms.find((t) => t.term_months === 12);
    // Same monthly charge, a cloud connect's set-up (250.00) instead of an EVPL's (350.00).
    expect(twelve(toCni)?.mrc).toEqual(twelve(toPort)?.mrc);
    expect(twelve(toPort)?.nrc.amount).toBe("350.00");
    expect(twelve(toCni)?.nrc.amount).toBe("250.00");
    const wrong = await get(ADMIN, `${path}&b_end=cloud`);
    expect(wrong.statusCode).toBe(400);
  });

  it("refuses another company's CNI, a CNI on the A-end port and an unknown B end", async () => {
    const globex = (await cnis(GLOBEX))[0];
    // Acme's one free CNI on an active port (the test placing an EVPL on it runs last).
    const acme = (await cnis()).find(
      (entry) => !entry.cni.in_use && entry.port.status === "active",
    );
    if (globex === undefined || acme === undefined) throw new Error("seed CNIs missing");
    const foreign = await post(
      ADMIN,
      "/services/orders",
      evpl({ a_port: acme.port.id, a_vlan: "3002", b_end: "cni", b_cni: globex.cni.id }),
    );
    expect(fieldErrors(foreign.body)).toEqual({ b_cni: ["Choose one of your CNIs."] });

    const samePort = await post(
      ADMIN,
      "/services/orders",
      evpl({ a_port: acme.port.id, a_vlan: "3003", b_end: "cni", b_cni: acme.cni.id }),
    );
    expect(fieldErrors(samePort.body)).toEqual({
      b_cni: ["The CNI must be on another port than the A end."],
    });

    const unknown = await post(
      ADMIN,
      "/services/orders",
      evpl({ a_port: acme.port.id, a_vlan: "3004", b_end: "cloud" }),
    );
    expect(fieldErrors(unknown.body)).toEqual({ b_end: ["Choose one of your ports or a CNI."] });
    const missing = await post(
      ADMIN,
      "/services/orders",
      evpl({ a_port: acme.port.id, a_vlan: "3005", b_end: "cni", b_cni: "99999999999999" }),
    );
    expect(fieldErrors(missing.body)).toEqual({ b_cni: ["Choose one of your CNIs."] });
  });

  it("needs the bandwidth free on the CNI's port", async () => {
    const { answer: refused } = await orderToFreeCni({ bandwidth_mbps: "100000" });
    expect(fieldErrors(refused.body).bandwidth_mbps?.[0]).toMatch(
      /^The port has only \d+ Mbps free\.$/u,
    );
  });
  it("ends on the CNI's port and VLAN, then the CNI is in use", async () => {
    const {
      answer: placed,
      free,
      aEnd,
    } = await orderToFreeCni({
      // Ignored for a CNI: its own port and VLAN are the B end.
      b_port: "SVC-10001",
      b_vlan: "7",
      term_months: "36",
    });
    expect(placed.statusCode).toBe(201);
    const id = PlacedOrder.make(placed.json()).service;
    const detail = await read(ServiceDetail, ADMIN, `/services/${id}`);
    expect(detail).toMatchObject({ type: "evpl", status: "pending", nrc: { amount: "0.00" } });
    expect(JSON.stringify(detail)).toContain(free.port.id);
    const after = (await cnis()).find((entry) => entry.cni.id === free.cni.id);
    expect(after?.cni.in_use).toBe(true);

    const again = await post(
      ADMIN,
      "/services/orders",
      evpl({ a_port: aEnd.id, a_vlan: "3001", b_end: "cni", b_cni: free.cni.id }),
    );
    expect(again.statusCode).toBe(400);
    expect(fieldErrors(again.body)).toEqual({
      b_cni: [`This CNI (VLAN ${free.cni.vlan}) already carries a connection.`],
    });
  });
});

describe("the clouds' keys, checked again by the server", () => {
  it("refuses an AWS account another customer connects, and Amazon's own ASN", async () => {
    // 123456789012 is the account of Acme's AWS connects (the seed).
    const mine = await post(ADMIN, "/sdn/aws", { account_id: "123456789012", asn: "64512" });
    expect(mine.statusCode).toBe(200);
    const theirs = await post(GLOBEX, "/sdn/aws", { account_id: "123456789012", asn: "7224" });
    expect(theirs.statusCode).toBe(400);
    expect(fieldErrors(theirs.body)).toEqual({
      account_id: ["This AWS account is connected by another customer; check the account ID."],
      asn: ["ASN 7224 is Amazon's side of the session; enter your own ASN."],
    });
    const port = (await ports(GLOBEX)).find((p) => p.status === "active" && p.free_mbps >= 100);
    const ordered = await post(GLOBEX, "/services/orders", {
      idempotency_key: "aws-taken-account-1",
      type: "cloud_connect",
      form: {
        name: "Someone else's account",
        term_months: "12",
        provider: "aws",
        region: "eu-central-1",
        a_port: port?.id ?? "SVC-20001",
        a_vlan: String(port?.next_free_vlan ?? 2000),
        bandwidth_mbps: "100",
        aws_account_id: "123456789012",
        asn: "65010",
      },
    });
    expect(fieldErrors(ordered.body)).toEqual({
      aws_account_id: ["This AWS account is connected by another customer; check the account ID."],
    });
  });

  it("refuses a Google pairing key for another region than the chosen one", async () => {
    const port = (await ports()).find((p) => p.status === "active" && p.free_mbps >= 100);
    const refused = await post(ADMIN, "/services/orders", {
      idempotency_key: "google-region-key-1",
      type: "cloud_connect",
      form: {
        name: "To Google Frankfurt",
        term_months: "12",
        provider: "google",
        region: "europe-west3",
        a_port: port?.id ?? "SVC-10001",
        a_vlan: String(port?.next_free_vlan ?? 2000),
        bandwidth_mbps: "100",
        pairing_key: "7e51371e-72a3-40b5-b844-2e3efefaee59/europe-west2/1",
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({
      pairing_key: ["This pairing key is for europe-west2, not the chosen region europe-west3."],
    });
  });
});
