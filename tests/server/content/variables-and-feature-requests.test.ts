import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featureRequests, users } from "../../../server/src/db/schema.ts";
import { FeatureRequestReceipt } from "../../../src/core/api/content/feature-request.ts";
import { Variable } from "../../../src/core/api/content/variables.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

let server: TestServer;
let billing: string;

beforeAll(async () => {
  server = await startTestServer();
  billing = (await server.sessionFor("billing@acme.test")).access;
});
afterAll(() => server.close());

describe("GET /v2/variables/{name}", () => {
  it("answers a named value, text or number", async () => {
    const phone = await server.call(billing, { method: "GET", url: "/v2/variables/noc_phone" });
    expect(phone.statusCode).toBe(200);
    expect(expectValid(Variable, phone.json())).toEqual({
      name: "noc_phone",
      value: "+44 20 7946 0000",
    });
    const sla = await server.call(billing, {
      method: "GET",
      url: "/v2/variables/sla_availability_percent",
    });
    expect(sla.json()).toEqual({ name: "sla_availability_percent", value: 99.99 });
  });

  it.each(["nope", "NOC_PHONE", "noc_phone%20", "%27%3B--", "noc%00phone"])(
    "answers 404 for %s",
    async (name) => {
      const response = await server.call(billing, { method: "GET", url: `/v2/variables/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found." });
    },
  );

  it("answers 401 without a token", async () => {
    const response = await server.call(null, { method: "GET", url: "/v2/variables/noc_phone" });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /v2/request-feature", () => {
  const send = (token: string | null, payload: unknown) =>
    server.call(token, { method: "POST", url: "/v2/request-feature", payload: payload as object });

  it("stores the request for the caller and their company, trimmed", async () => {
    const response = await send(billing, {
      title: "  Invoice export to CSV ",
      description: "Our ERP imports CSV only.\n",
      user: "1",
      company: "3",
    });
    expect(response.statusCode).toBe(201);
    const receipt = expectValid(FeatureRequestReceipt, response.json());
    const [row] = await server.ctx.db
      .select()
      .from(featureRequests)
      .where(eq(featureRequests.id, Number(receipt.id)));
    const userId = await server.userId("billing@acme.test");
    const [sender] = await server.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      userId,
      companyId: sender?.companyId,
      title: "Invoice export to CSV",
      description: "Our ERP imports CSV only.",
      urgency: "normal",
    });
  });

  it("keeps how urgent the sender says it is", async () => {
    const response = await send(billing, {
      title: "Bulk port orders",
      description: "Many sites.",
      urgency: "high",
    });
    expect(response.statusCode).toBe(201);
    const [row] = await server.ctx.db
      .select()
      .from(featureRequests)
      .where(eq(featureRequests.id, Number(response.json().id)));
    expect(row?.urgency).toBe("high");
  });

  it.each([
    [{ title: "   ", description: "Something" }, ["title"]],
    [{ title: "t".repeat(201), description: "Something" }, ["title"]],
    [{ title: "Fine", description: "d".repeat(5001) }, ["description"]],
    [{}, ["title", "description"]],
    [{ title: 42, description: ["x"] }, ["title", "description"]],
    [{ title: "Nul\u0000", description: "Something" }, ["title"]],
    [{ title: "Fine", description: "Something", urgency: "yesterday" }, ["urgency"]],
  ])("answers 400 naming the fields for %j", async (payload, fields) => {
    const response = await send(billing, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual([...fields].sort());
  });

  it("refuses a read-only impersonation with 403 and 401 without a token", async () => {
    const staffUserId = await server.userId("auditor@conduit.test");
    const { access } = await server.sessionFor("billing@acme.test", {
      staffUserId,
      mode: "read-only",
    });
    const payload = { title: "Idea", description: "Details" };
    expect((await send(access, payload)).statusCode).toBe(403);
    expect((await send(null, payload)).statusCode).toBe(401);
  });
});
