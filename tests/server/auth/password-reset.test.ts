import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionCodes } from "../../../server/src/db/schema.ts";
import {
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from "../../../src/core/api/auth/password-rules.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import {
  accessAccepted,
  DEMO_PASSWORD,
  expectRefusal,
  login,
  newestMail,
  SERVER_START_TIMEOUT_MS,
} from "./auth-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const NEW_PASSWORD = "a brand new passphrase";
const post = (url: string, payload: object) => server.call(null, { method: "POST", url, payload });
const forgot = (email: string) => post("/v2/forgot-password", { email });
const verify = (code: string) => post("/v2/verify-reset-password", { code });
const reset = (code: string, password = NEW_PASSWORD, confirm = password) =>
  post("/v2/reset-password", { code, password, confirm_password: confirm });

const hasMail = (email: string) => server.mail.newest(email) !== undefined;

async function resetCodeFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await newestMail(server, email);
  expect(mail.kind).toBe("password-reset");
  return mail.secret ?? "";
}

describe("POST /v2/forgot-password", () => {
  it("answers known and unknown addresses alike, and mails only the known one", async () => {
    const known = await forgot("viewer@acme.test");
    const unknown = await forgot("nobody@acme.test");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(hasMail("nobody@acme.test")).toBe(false);
    const mail = await newestMail(server, "viewer@acme.test");
    expect(mail.body).toContain(`/reset-password/${mail.secret}`);
    expect(mail.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("mails nothing to an inactive or invited account", async () => {
    for (const email of ["inactive@acme.test", "new.hire@acme.test"]) {
      expect((await forgot(email)).statusCode).toBe(200);
      expect(hasMail(email)).toBe(false);
    }
  });

  it("stores only the SHA-256 of the code", async () => {
    const code = await resetCodeFor("support@acme.test");
    const hash = createHash("sha256").update(code).digest("hex");
    const [row] = await server.ctx.db
      .select()
      .from(actionCodes)
      .where(eq(actionCodes.codeHash, hash));
    expect(row).toMatchObject({ kind: "reset", usedAt: null });
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it("sends at most one mail a minute, and a newer code replaces the older", async () => {
    const first = await resetCodeFor("noc@acme.test");
    expect(await resetCodeFor("noc@acme.test")).toBe(first);
    server.advance(61_000);
    const second = await resetCodeFor("noc@acme.test");
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it("answers a malformed address with 400 on the field", async () => {
    const response = await post("/v2/forgot-password", { email: "not an address" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("email");
  });
});

describe("POST /v2/verify-reset-password and /v2/reset-password", () => {
  it("resets the password once, ends every session, and the code is then spent", async () => {
    const sessions = [
      await server.signIn("billing@acme.test"),
      await server.signIn("billing@acme.test"),
    ];
    const code = await resetCodeFor("billing@acme.test");
    expect(await verify(code).then((r) => r.json())).toEqual({ detail: "The link is valid." });

    const response = await reset(code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().detail).toMatch(/reset/);
    for (const pair of sessions) expect(await accessAccepted(server, pair.access)).toBe(false);
    expectRefusal(
      await login(server, { username: "billing@acme.test", password: DEMO_PASSWORD }),
      "invalid_credentials",
    );
    expect(
      (await login(server, { username: "billing@acme.test", password: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    const again = await reset(code, "yet another passphrase");
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toEqual([expect.stringMatching(/invalid or has expired/)]);
    expect((await verify(code)).statusCode).toBe(400);
  });

  it("refuses a code after an hour", async () => {
    const code = await resetCodeFor("admin@globex.test");
    server.advance(60 * 60_000 + 1000);
    expect((await verify(code)).statusCode).toBe(400);
    expect((await reset(code)).statusCode).toBe(400);
  });

  it("refuses unknown codes with the message under code and as detail", async () => {
    const response = await verify("made-up-code");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: expect.any(String),
      code: [expect.any(String)],
    });
    expect((await reset("made-up-code")).statusCode).toBe(400);
  });

  it("applies the password rules without spending the code", async () => {
    const code = await resetCodeFor("finance@globex.test");
    const short = await reset(code, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().password).toEqual([PASSWORD_TOO_SHORT]);
    const mismatch = await reset(code, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(mismatch.json().confirm_password).toEqual([PASSWORDS_DO_NOT_MATCH]);
    expect((await verify(code)).statusCode).toBe(200);
    expect((await post("/v2/reset-password", { code })).statusCode).toBe(400);
  });
});
