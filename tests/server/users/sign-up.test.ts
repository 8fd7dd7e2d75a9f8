import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrations } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SEED_TIMEOUT_MS } from "./users-support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const signUp = async (payload: object) => {
  const response = await server.call(null, { method: "POST", url: "/v2/register", payload });
  return { status: response.statusCode, body: response.json() };
};
const request = {
  company_name: " Initech ",
  firstname: "Peter",
  lastname: "Gibbons",
  email: "peter@initech.test",
  phone: "+1 512 555 0100",
  country: "US",
  message: "We need two 10G ports in Austin.",
};

describe("POST /v2/register", () => {
  it("holds a company's request as pending and answers 201 with a detail", async () => {
    const { status, body } = await signUp(request);
    expect(status).toBe(201);
    expect(typeof body.detail).toBe("string");
    const stored = await server.ctx.db
      .select()
      .from(registrations)
      .where(sql`lower(${registrations.email}) = 'peter@initech.test'`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ companyName: "Initech", status: "pending", country: "US" });
  });

  it("refuses a second pending request from the same address, ignoring case", async () => {
    const { status, body } = await signUp({ ...request, email: "PETER@initech.test" });
    expect(status).toBe(400);
    expect(body).toEqual({
      email: ["A sign-up request for this email address is already pending."],
    });
  });

  it("takes the optional fields as absent, null or empty", async () => {
    const minimal = {
      company_name: "Hooli",
      firstname: "Gavin",
      lastname: "Belson",
      email: "gavin@hooli.test",
    };
    expect((await signUp(minimal)).status).toBe(201);
    const blanks = {
      ...minimal,
      email: "denpok@hooli.test",
      phone: "",
      country: null,
      message: "",
    };
    expect((await signUp(blanks)).status).toBe(201);
  });

  it("does not reveal whether an address already has an account", async () => {
    const existing = { ...request, email: "admin@acme.test" };
    expect((await signUp(existing)).status).toBe(201);
  });

  it("validates shapes and lengths, field by field", async () => {
    const { status, body } = await signUp({
      company_name: "",
      firstname: "x".repeat(151),
      lastname: 7,
      email: "peter@",
      phone: "ring ring",
      country: "Narnia",
      message: "m".repeat(2001),
    });
    expect(status).toBe(400);
    expect(Object.keys(body).sort()).toEqual([
      "company_name",
      "country",
      "email",
      "firstname",
      "lastname",
      "message",
      "phone",
    ]);
    expect((await signUp({})).status).toBe(400);
  });

  it("answers a body that is not JSON with 400", async () => {
    const response = await server.call(null, {
      method: "POST",
      url: "/v2/register",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
  });
});
