import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../../server/src/http/api-error.ts";
import { IdParams, parsePathParams, RecordIdParams } from "../../../server/src/http/path-params.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

/**
 * Routes declare their path parameters (`params`) instead of picking them from the request:
 * a value that cannot name an object is still the contract's 404, and a bad body still
 * answers its 400 first, as when the handlers read the id themselves.
 */
let server: TestServer;
const { get, put, call } = supportCalls(() => server);
const ADMIN = "admin@acme.test";
const NOT_STORED = ["abc", "0", "-1", "1e3", "2147483648", "99999999999", "%20", "a%00b"];
const CONTACT = {
  kind: "technical",
  name: "Night shift",
  email: "noc@acme.test",
  phone: "+441234567890",
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("parsePathParams", () => {
  it("decodes a stored id to its number and passes a public id through as text", () => {
    expect(parsePathParams(RecordIdParams, { id: "17" })).toEqual({ id: 17 });
    expect(parsePathParams(RecordIdParams, { id: "2147483647" })).toEqual({ id: 2147483647 });
    expect(parsePathParams(IdParams, { id: "SVC-10001", other: "x" })).toEqual({
      id: "SVC-10001",
    });
  });

  it("refuses a public id holding U+0000, which PostgreSQL text cannot, with the 404", () => {
    for (const id of ["\u0000", "a\u0000b", "SUP-1042\u0000"]) {
      expect(() => parsePathParams(IdParams, { id }), JSON.stringify(id)).toThrow(ApiError);
    }
  });

  it("refuses what cannot be a stored id with the contract's 404", () => {
    for (const id of ["abc", "0", "-1", "1e3", "2147483648", "99999999999", "", " 1"]) {
      let thrown: unknown;
      try {
        parsePathParams(RecordIdParams, { id });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, id).toBeInstanceOf(ApiError);
      expect((thrown as ApiError).status, id).toBe(404);
      expect((thrown as ApiError).body, id).toEqual({ detail: "Not found." });
    }
  });
});

describe("a bad path parameter over HTTP", () => {
  it("answers 404 {detail} on every route that names a stored row", async () => {
    const ticket = (await get(ADMIN, "/support/tickets")).json().results[0].id;
    for (const id of NOT_STORED) {
      for (const url of [
        `/contacts/${id}`,
        `/locations/${id}`,
        `/customers/${id}`,
        `/network-services/${id}/metrics`,
        `/users/${id}`,
        `/users/${id}/permissions`,
        `/register/user/${id}`,
        `/maintenances/${id}`,
        `/outages/${id}`,
        `/outages/1/rfo/${id}`,
        `/support/request/template/${id}`,
        `/support/tickets/${ticket}/comments/${id}`,
        `/support/tickets/${ticket}/attachments/${id}`,
        `/cease_orders/${id}`,
        `/network-services/${id}`,
        `/contracts/lines/${id}`,
      ]) {
        const response = await get(ADMIN, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ detail: "Not found." });
      }
      const removed = await call(ADMIN, { method: "DELETE", url: `/contacts/${id}` });
      expect(removed.statusCode, id).toBe(404);
      expect(removed.json(), id).toEqual({ detail: "Not found." });
    }
  });

  it("answers a bad body's 400 before the bad id's 404, and the 404 with a good body", async () => {
    const invalid = await put(ADMIN, "/contacts/abc", {});
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      kind: ["Missing key"],
      name: ["Missing key"],
      email: ["Missing key"],
      phone: ["Missing key"],
    });
    const valid = await put(ADMIN, "/contacts/abc", CONTACT);
    expect(valid.statusCode).toBe(404);
    expect(valid.json()).toEqual({ detail: "Not found." });
  });

  it("answers 404 {detail}, not 500, for a public id or key holding U+0000", async () => {
    for (const id of ["a%00b", "%00"]) {
      for (const url of [
        `/services/${id}`,
        `/services/${id}/child`,
        `/services/${id}/loa`,
        `/invoices/${id}`,
        `/invoices/${id}/pdf`,
        `/rf-devices/${id}`,
        `/support/tickets/${id}`,
        `/support/tickets/${id}/comments`,
        `/variables/${id}`,
      ]) {
        const response = await get(ADMIN, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ detail: "Not found." });
      }
    }
  });

  it("answers 404 for a public id that names nothing", async () => {
    for (const url of ["/services/SVC-99999", "/invoices/nope", "/rf-devices/abc"]) {
      const response = await get(ADMIN, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: "Not found." });
    }
  });
});

describe("the OpenAPI document", () => {
  it("describes path parameters from the routes' params schemas", async () => {
    const document = (await server.call(null, { method: "GET", url: "/v2/openapi.json" })).json();
    const parameter = (path: string) =>
      document.paths[path].get.parameters.find(
        (candidate: { in: string }) => candidate.in === "path",
      );
    expect(parameter("/v2/contacts/{id}")).toEqual({
      name: "id",
      in: "path",
      required: true,
      schema: { type: "string", pattern: "^\\d{1,10}$" },
    });
    expect(parameter("/v2/services/{id}").schema).toEqual({ type: "string" });
  });
});
