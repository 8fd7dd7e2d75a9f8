import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LAST_ADMIN_DEACTIVATION_REFUSED,
  OWN_ACCOUNT_DEACTIVATION_REFUSED,
} from "../../../src/core/api/users/administrators.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SEED_TIMEOUT_MS } from "./users-support.ts";

/**
 * POST /users/{id}/deactivate and /reactivate: a deactivated user is signed out at once and
 * cannot sign in; nobody deactivates themselves; the company keeps an administrator; another
 * company's user is 404; read-only impersonation and viewers change nothing.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const token = async (email: string) => (await server.sessionFor(email)).access;
const post = async (access: string, url: string) => {
  const response = await server.call(access, { method: "POST", url: `/v2${url}` });
  return { status: response.statusCode, body: response.body === "" ? null : response.json() };
};
const statusOf = async (email: string) => {
  const admin = await token("admin@acme.test");
  const response = await server.call(admin, {
    method: "GET",
    url: `/v2/users/${await server.userId(email)}`,
  });
  return response.json().status as string;
};

describe("deactivating a user", () => {
  it("ends the user's sessions at once, refuses their sign-in, and reactivation lets them back", async () => {
    const billing = await server.signIn("billing@acme.test");
    const before = await server.call(billing.access, { method: "GET", url: "/v2/me" });
    expect(before.statusCode).toBe(200);
    const id = await server.userId("billing@acme.test");

    const deactivated = await post(await token("admin@acme.test"), `/users/${id}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ id: String(id), status: "inactive" });

    const after = await server.call(billing.access, { method: "GET", url: "/v2/me" });
    expect(after.statusCode).toBe(401);
    const refresh = await server.call(null, {
      method: "POST",
      url: "/v2/auth/refresh",
      payload: { refresh: billing.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    await expect(server.signIn("billing@acme.test")).rejects.toThrow();

    const again = await post(await token("admin@acme.test"), `/users/${id}/deactivate`);
    expect(again.status).toBe(409);

    const reactivated = await post(await token("admin@acme.test"), `/users/${id}/reactivate`);
    expect(reactivated.status).toBe(200);
    expect(reactivated.body).toMatchObject({ status: "active" });
    const signedIn = await server.signIn("billing@acme.test");
    expect(signedIn.access).not.toBe("");
    expect((await post(await token("admin@acme.test"), `/users/${id}/reactivate`)).status).toBe(
      409,
    );
  });

  it("refuses one's own account, with the reason", async () => {
    const id = await server.userId("admin@acme.test");
    const response = await post(await token("admin@acme.test"), `/users/${id}/deactivate`);
    expect(response).toEqual({
      status: 400,
      body: { non_field_errors: [OWN_ACCOUNT_DEACTIVATION_REFUSED] },
    });
    expect(await statusOf("admin@acme.test")).toBe("active");
  });

  it("keeps the company's last active administrator", async () => {
    // Olivia is Acme's other administrator: once she is gone, Alice is the last one.
    const olivia = await server.userId("otp@acme.test");
    expect((await post(await token("admin@acme.test"), `/users/${olivia}/deactivate`)).status).toBe(
      200,
    );
    // Alice cannot lose administration: not by herself, and nobody else is left to do it.
    const alice = await server.userId("admin@acme.test");
    const demote = await server.call(await token("admin@acme.test"), {
      method: "PUT",
      url: `/v2/users/${alice}/permissions`,
      payload: { permissions: ["view_admin_module"] },
    });
    expect(demote.statusCode).toBe(400);
    expect(await statusOf("admin@acme.test")).toBe("active");
    expect(LAST_ADMIN_DEACTIVATION_REFUSED).toContain("last active administrator");
    expect((await post(await token("admin@acme.test"), `/users/${olivia}/reactivate`)).status).toBe(
      200,
    );
  });

  it("answers 404 for another company's user and changes nothing", async () => {
    const victor = await server.userId("viewer@acme.test");
    const globex = await token("admin@globex.test");
    for (const action of ["deactivate", "reactivate"]) {
      const response = await post(globex, `/users/${victor}/${action}`);
      expect(response).toEqual({ status: 404, body: { detail: "Not found." } });
    }
    expect(await statusOf("viewer@acme.test")).toBe("active");
  });

  it("refuses a viewer and a read-only impersonation with 403, changing nothing", async () => {
    const samuel = await server.userId("support@acme.test");
    expect(
      (await post(await token("viewer@acme.test"), `/users/${samuel}/deactivate`)).status,
    ).toBe(403);
    const readOnly = await server.sessionFor("admin@acme.test", {
      staffUserId: await server.userId("auditor@conduit.test"),
      mode: "read-only",
    });
    expect((await post(readOnly.access, `/users/${samuel}/deactivate`)).status).toBe(403);
    expect(await statusOf("support@acme.test")).toBe("active");
  });

  it("refuses an invited user: the invite is withdrawn instead", async () => {
    const invited = await server.userId("new.hire@acme.test");
    const response = await post(await token("admin@acme.test"), `/users/${invited}/deactivate`);
    expect(response.status).toBe(400);
    expect(await statusOf("new.hire@acme.test")).toBe("invited");
  });
});
