import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode } from "../../../src/core/api/decode.ts";
import {
  OUTAGE_LIST,
  OutageDetail,
  type OutageSummary,
  rfoDocumentPath,
} from "../../../src/core/api/events/index.ts";
import { testNow } from "../../harness/test-clock.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { readPdf } from "../pdf-text.ts";

let server: TestServer;
let acme: string;
let globex: string;

beforeAll(async () => {
  server = await startTestServer();
  acme = (await server.sessionFor("admin@acme.test")).access;
  globex = (await server.sessionFor("admin@globex.test")).access;
});

afterAll(async () => {
  await server.close();
});

async function list(token: string, query = ""): Promise<OutageSummary[]> {
  const response = await server.call(token, { method: "GET", url: `/v2/outages${query}` });
  expect(response.statusCode).toBe(200);
  const decoded = decode(OUTAGE_LIST.response, response.json());
  if (!decoded.ok) throw new Error(decoded.error);
  expect(decoded.value.count).toBe(decoded.value.results.length);
  return [...decoded.value.results];
}

async function detail(token: string, id: string | undefined): Promise<OutageDetail> {
  const response = await server.call(token, { method: "GET", url: `/v2/outages/${id}` });
  expect(response.statusCode).toBe(200);
  const decoded = decode(OutageDetail, response.json());
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.value;
}

const byReference = async (token: string, suffix: string) =>
  (await list(token)).find((item) => item.reference.endsWith(suffix));

describe("GET /v2/outages", () => {
  it("lists ongoing outages first, then resolved ones, most recent first", async () => {
    const outages = await list(acme);
    expect(outages.map((item) => item.state)).toEqual([
      "ongoing",
      "resolved",
      "resolved",
      "resolved",
    ]);
    const resolvedStarts = outages.slice(1).map((item) => Date.parse(item.started_at));
    expect(resolvedStarts).toEqual([...resolvedStarts].sort((a, b) => b - a));
    expect(outages[0]?.resolved_at).toBeNull();
    for (const item of outages.slice(1)) {
      expect(Date.parse(item.resolved_at ?? "")).toBeGreaterThan(Date.parse(item.started_at));
    }
    expect((await list(globex)).map((item) => item.reference)).not.toContain(outages[0]?.reference);
  });

  it("filters by state, service, period and text", async () => {
    expect((await list(acme, "?state=ongoing")).map((item) => item.state)).toEqual(["ongoing"]);
    expect(await list(acme, "?state=ongoing,resolved")).toHaveLength(4);
    const aws = await list(acme, "?service=SVC-10002");
    expect(aws.map((item) => item.title)).toEqual(["AWS eu-west-2 Cloud Connect unavailable"]);
    const today = testNow().toISOString().slice(0, 10);
    // Ongoing outages run on until resolved: they touch any period from their start on.
    expect((await list(acme, `?date_from=${today}`)).map((item) => item.state)).toEqual([
      "ongoing",
    ]);
    const lastWeek = new Date(testNow().getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await list(acme, `?date_from=${lastWeek}&date_to=${today}`)).toHaveLength(2);
    expect((await list(acme, "?search=telehouse")).map((item) => item.services[0]?.id)).toEqual([
      "SVC-10002",
    ]);
    expect(await list(acme, "?search=FRA2")).toEqual([]);
  });

  it("answers 400 for a state outages do not have", async () => {
    const response = await server.call(acme, { method: "GET", url: "/v2/outages?state=scheduled" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("state");
  });
});

describe("GET /v2/outages/{id}", () => {
  it("answers an ongoing outage with its notices and nothing established yet", async () => {
    const ongoing = await byReference(acme, "-0087");
    const outage = await detail(acme, ongoing?.id);
    expect(outage).toMatchObject({ state: "ongoing", root_cause: null, resolution: null });
    expect(outage.notices.length).toBeGreaterThan(0);
    expect(outage.rfo_documents).toEqual([]);
  });

  it("answers a resolved outage with root cause, resolution and RFO documents", async () => {
    const resolved = await byReference(globex, "-0066");
    const outage = await detail(globex, resolved?.id);
    expect(outage.root_cause).toContain("excavation");
    expect(outage.resolution).toContain("repaired the cable");
    expect(outage.rfo_documents.map((document) => document.name)).toEqual([
      `Preliminary RFO ${outage.reference}.pdf`,
      `RFO ${outage.reference}.pdf`,
    ]);
  });

  it("answers 404 for another company's outage", async () => {
    const theirs = await byReference(globex, "-0066");
    const response = await server.call(acme, { method: "GET", url: `/v2/outages/${theirs?.id}` });
    expect(response.statusCode).toBe(404);
  });
});

describe("GET /v2/outages/{id}/rfo/{fileId}", () => {
  it("downloads a real PDF naming the outage, of the size the outage lists", async () => {
    const resolved = await byReference(acme, "-0074");
    const outage = await detail(acme, resolved?.id);
    const [document] = outage.rfo_documents;
    if (!document) throw new Error("expected an RFO document");
    const response = await server.call(acme, {
      method: "GET",
      url: `/v2${rfoDocumentPath(outage.id, document.id)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="${document.name}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.rawPayload.byteLength).toBe(document.size);

    const { text } = await readPdf(response.rawPayload);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(response.rawPayload.subarray(-6).toString()).toBe("%%EOF\n");
    expect(text).toContain(`Reason for Outage: ${outage.reference}`);
    expect(text).toContain(outage.title);
    expect(text).toContain("AWS eu-west-2 Cloud Connect 1G (SVC-10002)");
    expect(text).toContain("faulty optic");
    expect(text).toContain("Conduit Network Operations Centre");
  });

  it("answers 404 for another company's RFO, another outage's file, and unknown ids", async () => {
    const theirs = await detail(globex, (await byReference(globex, "-0079"))?.id);
    const theirDocument = theirs.rfo_documents[0]?.id ?? "0";
    const ours = await detail(acme, (await byReference(acme, "-0061"))?.id);
    const ongoing = await byReference(acme, "-0087");
    for (const url of [
      `/v2/outages/${theirs.id}/rfo/${theirDocument}`,
      `/v2/outages/${ours.id}/rfo/${theirDocument}`,
      `/v2/outages/${ongoing?.id}/rfo/${ours.rfo_documents[0]?.id}`,
      `/v2/outages/${ours.id}/rfo/999999`,
      `/v2/outages/${ours.id}/rfo/x`,
    ]) {
      const response = await server.call(acme, { method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found." });
    }
  });

  it("needs the support module's view or write permission", async () => {
    const ours = await detail(acme, (await byReference(acme, "-0061"))?.id);
    const url = `/v2/outages/${ours.id}/rfo/${ours.rfo_documents[0]?.id}`;
    const viewer = (await server.sessionFor("viewer@acme.test")).access;
    expect((await server.call(viewer, { method: "GET", url })).statusCode).toBe(200);
    const billing = (await server.sessionFor("billing@acme.test")).access;
    for (const path of [url, "/v2/outages", `/v2/outages/${ours.id}`]) {
      expect((await server.call(billing, { method: "GET", url: path })).statusCode).toBe(403);
    }
  });
});
