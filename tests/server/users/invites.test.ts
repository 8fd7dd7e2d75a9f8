import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionCodes } from "../../../server/src/db/schema.ts";
import { decode } from "../../../src/core/api/decode.ts";
import { PENDING_USER_LIST, PendingUser } from "../../../src/core/api/users/user-invites.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { inviteCalls } from "./invite-helpers.ts";
import { inviteCodeFor, latestMail, SEED_TIMEOUT_MS } from "./users-support.ts";

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
const { as, admin, invite } = inviteCalls(() => server);

beforeAll(async () => {
  server = await startTestServer();
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

describe("POST /v2/register/user", () => {
  it("creates an invited user of the caller's company and mails a single link", async () => {
    const { status, body } = await invite("ada@acme.test", {
      job_title: " Analyst ",
      phone: "+44 20 7946 0999",
      permissions: ["view_billing_module", "write_support_module"],
    });
    expect(status).toBe(201);
    expect(decode(PendingUser, body).ok).toBe(true);
    expect(body).toMatchObject({
      email: "ada@acme.test",
      firstname: "Ada",
      job_title: "Analyst",
      phone: "+44 20 7946 0999",
      permissions: ["view_billing_module", "write_support_module"],
      invited_by: { name: "Alice Anders", email: "admin@acme.test" },
    });
    const expires = Date.parse(body.invite_expires_at) - Date.parse(body.invited_at);
    expect(expires).toBe(7 * DAY);

    const listed = await admin("GET", "/users?status=invited&search=ada@acme");
    expect(listed.body.results[0]).toMatchObject({
      id: body.id,
      status: "invited",
      last_login: null,
    });

    const code = await inviteCodeFor(server, "ada@acme.test");
    expect(server.mail.newest("ada@acme.test")?.secret).toBe(code);
    expect(server.mail.newest("ada@acme.test")?.body).toContain(`/set-password/${code}`);
    // The outbox keeps the mail with its code withheld.
    const mail = await latestMail(server, "ada@acme.test", "invite");
    expect(mail.body).toContain("/set-password/[code withheld]");
    expect(mail.body).not.toContain(code);
    expect(mail.body).toContain("Acme Corp");
    // Only the code's SHA-256 is stored.
    const stored = await server.ctx.db
      .select()
      .from(actionCodes)
      .where(eq(actionCodes.userId, Number(body.id)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: "invite",
      codeHash: createHash("sha256").update(code).digest("hex"),
      usedAt: null,
    });
  });

  it("refuses an address any user has, in any company and any letter case", async () => {
    for (const email of ["ADMIN@globex.test", "ada@ACME.test"]) {
      const { status, body } = await invite(email);
      expect(status, email).toBe(400);
      expect(body).toEqual({ email: ["A user with this email address already exists."] });
    }
  });

  it("validates the fields and the permissions", async () => {
    const bad = await admin("POST", "/register/user", {
      email: "not-an-address",
      firstname: "  ",
      lastname: "x".repeat(151),
      phone: "call me",
      permissions: ["can_impersonate_module"],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual([
      "email",
      "firstname",
      "lastname",
      "permissions",
      "phone",
    ]);
    expect((await admin("GET", "/users?search=not-an-address")).body.count).toBe(0);
  });
});

describe("POST /v2/register/user/check-duplicate", () => {
  it("answers only whether the address is taken, ignoring case", async () => {
    const taken = await as("viewer@acme.test", "POST", "/register/user/check-duplicate", {
      email: " Admin@Globex.TEST ",
    });
    expect(taken).toEqual({ status: 200, body: { exists: true } });
    const free = await admin("POST", "/register/user/check-duplicate", {
      email: "nobody@acme.test",
    });
    expect(free).toEqual({ status: 200, body: { exists: false } });
    const bad = await admin("POST", "/register/user/check-duplicate", { email: "nobody" });
    expect(bad.status).toBe(400);
    expect(bad.body.email).toBeDefined();
  });
});

describe("pending users", () => {
  it("GET /v2/register/user lists the company's invites, newest first", async () => {
    const { status, body } = await admin("GET", "/register/user");
    expect(status).toBe(200);
    expect(decode(PENDING_USER_LIST.response, body).ok).toBe(true);
    expect(body.results.map((user: { email: string }) => user.email)).toEqual([
      "ada@acme.test",
      "new.hire@acme.test",
    ]);
    // The seeded invite was sent when the demo was set up: it works for its whole lifetime.
    const seeded = body.results[1];
    expect(Date.parse(seeded.invite_expires_at) - Date.parse(seeded.invited_at)).toBe(7 * DAY);
    expect((await admin("GET", "/register/user?search=newman")).body.count).toBe(1);
    expect((await as("admin@globex.test", "GET", "/register/user")).body.count).toBe(0);
  });

  it("GET /v2/register/user/{id} answers a pending user, 404 for an active one", async () => {
    const pending = await server.userId("new.hire@acme.test");
    expect((await admin("GET", `/register/user/${pending}`)).body.email).toBe("new.hire@acme.test");
    const active = await server.userId("viewer@acme.test");
    expect((await admin("GET", `/register/user/${active}`)).status).toBe(404);
    expect((await admin("GET", "/register/user/abc")).status).toBe(404);
  });
});
