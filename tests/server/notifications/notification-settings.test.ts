import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationSettings } from "../../../server/src/db/schema.ts";
import {
  NOTIFICATION_TOPICS,
  NotificationSettings,
} from "../../../src/core/api/notifications/notification-settings.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionFor("admin@acme.test")).access;
});
afterAll(() => server.close());

const URL = "/v2/notification-settings";
const getSettings = async (token: string) => {
  const response = await server.call(token, { method: "GET", url: URL });
  expect(response.statusCode).toBe(200);
  return expectValid(NotificationSettings, response.json()).settings;
};
const putSettings = (token: string | null, payload: unknown) =>
  server.call(token, { method: "PUT", url: URL, payload: payload as object });

const everyTopic = (email: boolean, portal: boolean) =>
  NOTIFICATION_TOPICS.map((topic) => ({ topic, email, portal }));

describe("GET /v2/notification-settings", () => {
  it("lists every topic in order with both channels on by default", async () => {
    expect(await getSettings(admin)).toEqual(everyTopic(true, true));
  });

  it("fills in the default for topics a user has never set", async () => {
    const userId = await server.userId("noc@acme.test");
    await server.ctx.db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
    const noc = (await server.sessionFor("noc@acme.test")).access;
    expect(await getSettings(noc)).toEqual(everyTopic(true, true));
    const response = await putSettings(noc, {
      settings: [{ topic: "outages", email: false, portal: true }],
    });
    expect(response.json().settings[1]).toEqual({ topic: "outages", email: false, portal: true });
  });
});

describe("PUT /v2/notification-settings", () => {
  it("changes the topics sent, keeps the others, and answers the whole list", async () => {
    const response = await putSettings(admin, {
      settings: [{ topic: "billing", email: false, portal: true }],
    });
    expect(response.statusCode).toBe(200);
    const expected = everyTopic(true, true).map((setting) =>
      setting.topic === "billing" ? { ...setting, email: false } : setting,
    );
    expect(response.json().settings).toEqual(expected);
    expect(await getSettings(admin)).toEqual(expected);
  });

  it("takes the full list too", async () => {
    const response = await putSettings(admin, { settings: everyTopic(false, false) });
    expect(response.json().settings).toEqual(everyTopic(false, false));
    expect(await getSettings(admin)).toEqual(everyTopic(false, false));
  });

  it("changes only the caller's settings", async () => {
    const viewer = (await server.sessionFor("viewer@acme.test")).access;
    await putSettings(admin, { settings: everyTopic(true, false) });
    expect(await getSettings(viewer)).toEqual(everyTopic(true, true));
  });

  it.each([
    [{ settings: [{ topic: "weather", email: true, portal: true }] }, "settings[0].topic"],
    [{ settings: [{ topic: "billing", email: "yes", portal: true }] }, "settings[0].email"],
    [{ settings: [{ topic: "billing", email: true }] }, "settings[0].portal"],
    [
      {
        settings: [
          { topic: "billing", email: true, portal: true },
          { topic: "billing", email: false, portal: false },
        ],
      },
      "settings",
    ],
    [{ settings: [] }, "settings"],
    [{ maintenances: { email: true } }, "settings"],
  ])("answers 400 naming the field for %j, changing nothing", async (payload, field) => {
    const before = await getSettings(admin);
    const response = await putSettings(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty([field]);
    expect(await getSettings(admin)).toEqual(before);
  });

  it("refuses a read-only impersonation with 403", async () => {
    const staffUserId = await server.userId("auditor@conduit.test");
    const { access } = await server.sessionFor("admin@acme.test", {
      staffUserId,
      mode: "read-only",
    });
    expect((await putSettings(access, { settings: everyTopic(true, true) })).statusCode).toBe(403);
    expect(await getSettings(access)).toEqual(await getSettings(admin));
  });

  it("answers 401 without a token", async () => {
    expect((await putSettings(null, { settings: everyTopic(true, true) })).statusCode).toBe(401);
    expect((await server.call(null, { method: "GET", url: URL })).statusCode).toBe(401);
  });
});
