import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../../server/src/auth/passwords.ts";
import { users } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { INVITEE_PASSWORD, inviteCalls } from "./invite-helpers.ts";
import { inviteCodeFor, SEED_TIMEOUT_MS } from "./users-support.ts";

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
const { as, admin, invite, publicCall, setPassword } = inviteCalls(() => server);

beforeAll(async () => {
  server = await startTestServer();
  await invite("ada@acme.test");
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

describe("accepting an invite", () => {
  it("greets the invitee, then activates them with the password they choose, once", async () => {
    const code = await inviteCodeFor(server, "ada@acme.test");
    expect(await publicCall("/register/user/verify", { code })).toEqual({
      status: 200,
      body: { email: "ada@acme.test", firstname: "Ada", company_name: "Acme Corp" },
    });
    const weak = await setPassword(code, "short");
    expect(weak.status).toBe(400);
    expect(weak.body.password).toEqual(["Password must be at least 12 characters."]);
    const mismatch = await setPassword(code, INVITEE_PASSWORD, `${INVITEE_PASSWORD}!`);
    expect(mismatch.body.confirm_password).toEqual(["Passwords do not match."]);

    const accepted = await setPassword(code);
    expect(accepted.status).toBe(200);
    expect(typeof accepted.body.detail).toBe("string");

    const id = await server.userId("ada@acme.test");
    expect((await admin("GET", `/users/${id}`)).body.status).toBe("active");
    const [stored] = await server.ctx.db.select().from(users).where(eq(users.id, id));
    expect(await verifyPassword(INVITEE_PASSWORD, stored?.passwordHash ?? null)).toBe(true);
    expect((await admin("GET", `/register/user/${id}`)).status).toBe(404);
    // The same code a second time, or to greet: refused alike.
    const invalid = { code: ["This invitation link is invalid or has expired."] };
    expect(await setPassword(code, "another long password")).toEqual({
      status: 400,
      body: invalid,
    });
    expect(await publicCall("/register/user/verify", { code })).toEqual({
      status: 400,
      body: invalid,
    });
  });

  it("refuses unknown and malformed codes with the same 400", async () => {
    for (const code of ["nope", "x".repeat(500)]) {
      const { status, body } = await publicCall("/register/user/verify", { code });
      expect(status).toBe(400);
      expect(body.code).toEqual(["This invitation link is invalid or has expired."]);
    }
    expect((await publicCall("/register/user/verify", {})).body.code).toBeDefined();
  });

  it("stops working after 7 days", async () => {
    await invite("late@acme.test");
    const code = await inviteCodeFor(server, "late@acme.test");
    server.advance(7 * DAY + 60_000);
    expect((await publicCall("/register/user/verify", { code })).status).toBe(400);
    expect((await setPassword(code)).status).toBe(400);
    const id = await server.userId("late@acme.test");
    expect((await admin("GET", `/register/user/${id}`)).body.invite_expires_at).toBeNull();
  });
});

describe("resending and withdrawing an invite", () => {
  it("a resend mails a new link and the old one stops working", async () => {
    const id = await server.userId("late@acme.test");
    const old = await inviteCodeFor(server, "late@acme.test");
    const { status, body } = await admin("POST", `/register/user/${id}/resend`);
    expect(status).toBe(200);
    expect(Date.parse(body.invite_expires_at)).toBeGreaterThan(server.ctx.now().getTime());
    const fresh = await inviteCodeFor(server, "late@acme.test");
    expect(fresh).not.toBe(old);
    expect((await publicCall("/register/user/verify", { code: old })).status).toBe(400);
    expect((await publicCall("/register/user/verify", { code: fresh })).status).toBe(200);
  });

  it("a withdrawn invite removes the user and its link", async () => {
    const id = await server.userId("late@acme.test");
    const code = await inviteCodeFor(server, "late@acme.test");
    // A logged permission change of the pending user does not stand in the way.
    expect(
      (await admin("PUT", `/users/${id}/permissions`, { permissions: ["view_admin_module"] }))
        .status,
    ).toBe(200);
    expect(await admin("DELETE", `/register/user/${id}`)).toEqual({ status: 204, body: undefined });
    expect((await admin("GET", `/register/user/${id}`)).status).toBe(404);
    expect((await admin("GET", `/users/${id}`)).status).toBe(404);
    expect((await publicCall("/register/user/verify", { code })).status).toBe(400);
    expect((await admin("DELETE", `/register/user/${id}`)).status).toBe(404);
    // The address is free again.
    expect(
      (await admin("POST", "/register/user/check-duplicate", { email: "late@acme.test" })).body
        .exists,
    ).toBe(false);
  });

  it("only pending users can be withdrawn or resent", async () => {
    const active = await server.userId("viewer@acme.test");
    expect((await admin("DELETE", `/register/user/${active}`)).status).toBe(404);
    expect((await admin("POST", `/register/user/${active}/resend`)).status).toBe(404);
    expect((await as("viewer@acme.test", "DELETE", `/register/user/${active}`)).status).toBe(403);
  });
});
