import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { DEMO_PASSWORD, login, newestMail, SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/**
 * Mailed codes (password reset, one-time sign-in, invitation) exist in the mail only: the
 * database keeps them as hashes; server-log.pglite.test.ts checks that the log never carries a
 * code or a link with one.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

/** Every row of every table of the database, as text. */
async function everyRowAsText(): Promise<string> {
  const tables = await server.ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const dumped: string[] = [];
  for (const { table_name } of rowsOf<{ table_name: string }>(tables)) {
    const rows = await server.ctx.db.execute(
      sql`select t::text as row from ${sql.identifier(table_name)} t`,
    );
    for (const { row } of rowsOf<{ row: string }>(rows)) dumped.push(`${table_name}: ${row}`);
  }
  return dumped.join("\n");
}

/** One mail of each kind that carries a code; answers the codes. */
async function mailEveryKindOfCode(): Promise<string[]> {
  const call = (token: string | null, url: string, payload: object) =>
    server.call(token, { method: "POST", url, payload });
  expect((await call(null, "/v2/forgot-password", { email: "viewer@acme.test" })).statusCode).toBe(
    200,
  );
  const reset = await newestMail(server, "viewer@acme.test");
  expect(reset.kind).toBe("password-reset");

  const otp = await login(server, { username: "otp@acme.test", password: DEMO_PASSWORD });
  expect(otp.json().code).toBe("otp_required");
  const code = await newestMail(server, "otp@acme.test");
  expect(code.kind).toBe("one-time-code");

  const admin = (await server.sessionFor("admin@acme.test")).access;
  const invited = await call(admin, "/v2/register/user", {
    email: "grace@acme.test",
    firstname: "Grace",
    lastname: "Hopper",
    permissions: [],
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const invite = await newestMail(server, "grace@acme.test");
  expect(invite.kind).toBe("invite");

  return [reset.secret, code.secret, invite.secret].map((secret) => {
    expect(secret).toEqual(expect.any(String));
    return secret ?? "";
  });
}

describe("mailed codes at rest", () => {
  it("no table holds a mailed code in plain text; the outbox keeps the mail, code withheld", async () => {
    const codes = await mailEveryKindOfCode();
    const dump = await everyRowAsText();
    for (const code of codes) expect(dump).not.toContain(code);
    expect(dump).toMatch(/\/reset-password\/\[code withheld\]/);
    expect(dump).toMatch(/Your sign-in code is \[code withheld\]/);
    expect(dump).toMatch(/\/set-password\/\[code withheld\]/);
  });
});
