import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode } from "../../../src/core/api/decode.ts";
import { CompanyUser, USER_LIST } from "../../../src/core/api/users/users.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SEED_TIMEOUT_MS } from "./users-support.ts";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionFor("admin@acme.test")).access;
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const list = async (query = "", token = admin) => {
  const response = await server.call(token, { method: "GET", url: `/v2/users${query}` });
  return { status: response.statusCode, body: response.json() };
};
const emails = (body: { results: Array<{ email: string }> }) =>
  body.results.map((user) => user.email);

describe("GET /v2/users", () => {
  it("lists only the caller's company, by last name, in the contract's shape", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(decode(USER_LIST.response, body).ok).toBe(true);
    expect(body.count).toBe(8);
    expect(emails(body).every((email) => email.endsWith("@acme.test"))).toBe(true);
    const lastnames = body.results.map((user: { lastname: string }) => user.lastname);
    expect(lastnames).toEqual([...lastnames].sort((a, b) => a.localeCompare(b)));
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
  });

  it("describes each user with status, permissions and dates", async () => {
    const { body } = await list("?search=admin@acme");
    expect(body.results).toHaveLength(1);
    const alice = body.results[0];
    expect(alice).toMatchObject({
      firstname: "Alice",
      lastname: "Anders",
      email: "admin@acme.test",
      phone: "+44 20 7946 0101",
      job_title: "Head of Infrastructure",
      status: "active",
      last_login: null,
    });
    expect(alice.id).toBe(String(await server.userId("admin@acme.test")));
    expect(alice.permissions).toHaveLength(10);
    expect(alice.permissions[0]).toBe("write_admin_module");
    expect(Number.isNaN(Date.parse(alice.date_joined))).toBe(false);
  });

  it("searches first name, last name, full name and email ignoring case", async () => {
    expect(emails((await list("?search=VICTOR")).body)).toEqual(["viewer@acme.test"]);
    expect(emails((await list("?search=stone")).body)).toEqual(["support@acme.test"]);
    expect(emails((await list("?search=Samuel%20Stone")).body)).toEqual(["support@acme.test"]);
    expect(emails((await list("?search=globex")).body)).toEqual([]);
    // Pattern characters are matched literally.
    expect(emails((await list("?search=%25")).body)).toEqual([]);
    expect(emails((await list("?search=_")).body)).toEqual([]);
  });

  it("filters by status, including the pending (invited) users", async () => {
    expect(emails((await list("?status=invited")).body)).toEqual(["new.hire@acme.test"]);
    expect(emails((await list("?status=inactive")).body)).toEqual(["inactive@acme.test"]);
    expect((await list("?status=active")).body.count).toBe(6);
  });

  it("filters by a held permission", async () => {
    const { body } = await list("?permission=write_billing_module");
    expect(emails(body).sort()).toEqual(["admin@acme.test", "billing@acme.test", "otp@acme.test"]);
    expect((await list("?permission=can_impersonate_module")).body.count).toBe(0);
  });

  it("orders by name either way, and by email", async () => {
    const ascending = emails((await list("?ordering=name")).body);
    const descending = emails((await list("?ordering=-name")).body);
    expect(descending).toEqual([...ascending].reverse());
    const byEmail = emails((await list("?ordering=email")).body);
    expect(byEmail).toEqual([...byEmail].sort());
    expect((await list("?ordering=-last_login")).status).toBe(200);
    expect((await list("?ordering=date_joined")).status).toBe(200);
  });

  it("pages with offset and limit, keeping the filters in the links", async () => {
    const first = await list("?status=active&limit=4");
    expect(first.body.results).toHaveLength(4);
    expect(first.body.next).toBe("/v2/users?status=active&limit=4&offset=4");
    const second = await list("?status=active&limit=4&offset=4");
    expect(second.body.results).toHaveLength(2);
    expect(second.body.previous).toBe("/v2/users?status=active&limit=4&offset=0");
    expect([...emails(first.body), ...emails(second.body)]).toHaveLength(6);
  });

  it("answers bad filters with 400 under the field", async () => {
    for (const [query, field] of [
      ["?status=deleted", "status"],
      ["?permission=root", "permission"],
      ["?ordering=password", "ordering"],
      ["?limit=lots", "limit"],
      ["?status=active&status=invited", "status"],
    ]) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body[field as string], query).toBeDefined();
    }
  });
});

describe("GET /v2/users/{id}", () => {
  it("answers a colleague in the list's shape", async () => {
    const id = await server.userId("viewer@acme.test");
    const response = await server.call(admin, { method: "GET", url: `/v2/users/${id}` });
    expect(response.statusCode).toBe(200);
    expect(decode(CompanyUser, response.json()).ok).toBe(true);
    expect(response.json()).toMatchObject({ id: String(id), email: "viewer@acme.test" });
  });

  it("answers 404 for another company's user and for ids that cannot exist", async () => {
    const globex = await server.userId("admin@globex.test");
    for (const id of [String(globex), "abc", "0", "-1", "1e3", "99999999999", "2147483648"]) {
      const response = await server.call(admin, { method: "GET", url: `/v2/users/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found." });
    }
  });
});
