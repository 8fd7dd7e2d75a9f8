import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presetPermissions } from "../../../src/core/permissions/role-presets.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { inviteCalls } from "./invite-helpers.ts";
import { SEED_TIMEOUT_MS } from "./users-support.ts";

/**
 * Roles as presets (issue 44): a named preset must be the permissions sent, and the
 * permission log and the activity log name what the new set is: a preset or "custom".
 */

let server: TestServer;
const { admin, invite } = inviteCalls(() => server);

beforeAll(async () => {
  server = await startTestServer();
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const setPermissions = async (email: string, payload: object) =>
  admin("PUT", `/users/${await server.userId(email)}/permissions`, payload);

/** The newest permission-log entry about `email`, as the log's route answers it. */
async function newestLogEntry(email: string) {
  const { status, body } = await admin(
    "GET",
    `/users/permission-log?user=${await server.userId(email)}`,
  );
  expect(status).toBe(200);
  return body.results[0];
}

/** The newest activity-log entry of the action, as administrators read it. */
async function newestActivity(action: string) {
  const { status, body } = await admin("GET", `/activity-log?action=${action}`);
  expect(status).toBe(200);
  return body.results[0];
}

describe("PUT /v2/users/{id}/permissions with a preset", () => {
  it("stores the preset's permissions and logs the preset's name", async () => {
    const finance = presetPermissions("finance");
    const { status, body } = await setPermissions("noc@acme.test", {
      permissions: finance,
      role_preset: "finance",
    });
    expect(status).toBe(200);
    expect([...body.permissions].sort()).toEqual([...finance].sort());
    expect(await newestLogEntry("noc@acme.test")).toMatchObject({ role: "finance" });
    expect((await newestActivity("user.permissions_changed")).after).toMatchObject({
      role: "finance",
    });
  });

  it("refuses a preset whose permissions were not sent, on its field, and changes nothing", async () => {
    const before = await newestLogEntry("noc@acme.test");
    const { status, body } = await setPermissions("noc@acme.test", {
      permissions: [...presetPermissions("finance"), "write_service_module"],
      role_preset: "finance",
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      role_preset: ["The permissions are not those of the Finance preset."],
    });
    expect((await newestLogEntry("noc@acme.test")).id).toBe(before.id);
  });

  it("refuses a preset the contract does not know", async () => {
    const { status, body } = await setPermissions("noc@acme.test", {
      permissions: presetPermissions("technical"),
      role_preset: "superuser",
    });
    expect(status).toBe(400);
    expect(body.role_preset).toHaveLength(1);
  });

  it("logs a set that is no preset as custom, and one that is a preset by its name unasked", async () => {
    await setPermissions("noc@acme.test", { permissions: ["view_billing_module"] });
    expect(await newestLogEntry("noc@acme.test")).toMatchObject({
      role: "custom",
      added: [],
    });
    await setPermissions("noc@acme.test", { permissions: presetPermissions("read_only") });
    expect(await newestLogEntry("noc@acme.test")).toMatchObject({ role: "read_only" });
  });
});

describe("POST /v2/register/user with a preset", () => {
  it("grants the preset and names it in the activity log", async () => {
    const technical = presetPermissions("technical");
    const { status, body } = await invite("grace.preset@acme.test", {
      permissions: technical,
      role_preset: "technical",
    });
    expect(status).toBe(201);
    expect([...body.permissions].sort()).toEqual([...technical].sort());
    expect((await newestActivity("user.invited")).after).toMatchObject({ role: "technical" });
  });

  it("refuses a preset whose permissions were not sent, inviting nobody", async () => {
    const { status, body } = await invite("ada.preset@acme.test", {
      permissions: ["view_billing_module"],
      role_preset: "administrator",
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      role_preset: ["The permissions are not those of the Administrator preset."],
    });
    const pending = await admin("GET", "/register/user?search=ada.preset");
    expect(pending.body.results ?? []).toEqual([]);
  });
});
