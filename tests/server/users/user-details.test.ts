import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionLog } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SEED_TIMEOUT_MS } from "./users-support.ts";

// Correcting a name and phone (issue 40): one's own (PUT /me/details) and a colleague's by an
// administrator (PUT /users/{id}/details), both checked and logged in the permission log.
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionFor("admin@acme.test")).access;
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const logOf = async (email: string) =>
  server.ctx.db
    .select()
    .from(permissionLog)
    .where(eq(permissionLog.userId, await server.userId(email)));

describe("PUT /v2/me/details", () => {
  it("corrects one's own name and phone, answers the user, and logs from what to what", async () => {
    const { access } = await server.sessionFor("support@acme.test");
    const before = (await server.call(access, { method: "GET", url: "/v2/me" })).json();
    const response = await server.call(access, {
      method: "PUT",
      url: "/v2/me/details",
      payload: { firstname: "  Sam ", lastname: "Corrected", phone: "+44 20 7946 0199" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstname: "Sam",
      lastname: "Corrected",
      phone: "+44 20 7946 0199",
      email: before.email,
    });
    const again = (await server.call(access, { method: "GET", url: "/v2/me" })).json();
    expect(again).toMatchObject({ firstname: "Sam", lastname: "Corrected" });

    const [entry] = await logOf("support@acme.test");
    expect(entry).toMatchObject({
      changedById: await server.userId("support@acme.test"),
      added: [],
      removed: [],
    });
    expect(entry?.details).toEqual(
      expect.arrayContaining([
        { field: "lastname", from: before.lastname, to: "Corrected" },
        { field: "phone", from: before.phone ?? null, to: "+44 20 7946 0199" },
      ]),
    );
    // The administrators' log lists it with its details.
    const listed = await server.call(admin, {
      method: "GET",
      url: `/v2/users/permission-log?user=${await server.userId("support@acme.test")}`,
    });
    expect(listed.json().results[0].details).toEqual(entry?.details);
  });

  it("refuses a blank name and a phone that is not a number, field by field, changing nothing", async () => {
    const { access } = await server.sessionFor("viewer@acme.test");
    const before = (await server.call(access, { method: "GET", url: "/v2/me" })).json();
    const response = await server.call(access, {
      method: "PUT",
      url: "/v2/me/details",
      payload: { firstname: "   ", lastname: "Valid", phone: "call me maybe" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      firstname: ["This field may not be blank."],
      phone: ["Enter a valid phone number."],
    });
    const after = (await server.call(access, { method: "GET", url: "/v2/me" })).json();
    expect(after).toMatchObject({ firstname: before.firstname, lastname: before.lastname });
    expect(await logOf("viewer@acme.test")).toEqual([]);
  });

  it("changes nothing else (the e-mail stays) and logs nothing when nothing changes", async () => {
    const { access } = await server.sessionFor("billing@acme.test");
    const me = (await server.call(access, { method: "GET", url: "/v2/me" })).json();
    const response = await server.call(access, {
      method: "PUT",
      url: "/v2/me/details",
      payload: {
        firstname: me.firstname,
        lastname: me.lastname,
        phone: me.phone ?? null,
        email: "someone.else@acme.test",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(me.email);
    expect(await logOf("billing@acme.test")).toEqual([]);
  });
});

describe("PUT /v2/users/{id}/details", () => {
  it("lets an administrator correct a colleague, logged with who did it", async () => {
    const url = `/v2/users/${await server.userId("noc@acme.test")}/details`;
    const response = await server.call(admin, {
      method: "PUT",
      url,
      payload: { firstname: "Nadia", lastname: "Novak-Reyes", phone: "" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lastname: "Novak-Reyes", phone: null });
    const [entry] = await logOf("noc@acme.test");
    expect(entry).toMatchObject({
      changedById: await server.userId("admin@acme.test"),
      details: [{ field: "lastname", from: "Novak", to: "Novak-Reyes" }],
    });
  });

  it("answers another company's user 404 and refuses a reader 403", async () => {
    const globex = await server.userId("admin@globex.test");
    const payload = { firstname: "Mallory", lastname: "Renamed" };
    const foreign = await server.call(admin, {
      method: "PUT",
      url: `/v2/users/${globex}/details`,
      payload,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: "Not found." });
    const viewer = (await server.sessionFor("viewer@acme.test")).access;
    const refused = await server.call(viewer, {
      method: "PUT",
      url: `/v2/users/${await server.userId("noc@acme.test")}/details`,
      payload,
    });
    expect(refused.statusCode).toBe(403);
  });
});
