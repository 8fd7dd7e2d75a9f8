import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { inviteCalls } from "../users/invite-helpers.ts";
import { inviteCodeFor, SEED_TIMEOUT_MS } from "../users/users-support.ts";

/**
 * The server honours each user's notification settings when it writes news: when an invited
 * colleague joins, the company's administrators hear it in the portal and by e-mail, each only
 * on the channels they kept for the "users" topic.
 */

let server: TestServer;
const { as, invite, setPassword } = inviteCalls(() => server);

const ALICE = "admin@acme.test";
const OLIVIA = "otp@acme.test";

beforeAll(async () => {
  server = await startTestServer();
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

async function messagesOf(email: string): Promise<string[]> {
  const list = await as(email, "GET", "/notifications?limit=50");
  expect(list.status).toBe(200);
  return (list.body.results as Array<{ message: string }>).map((entry) => entry.message);
}

async function join(email: string, firstname: string): Promise<void> {
  expect((await invite(email, { firstname, lastname: "Joiner" })).status).toBe(201);
  expect((await setPassword(await inviteCodeFor(server, email))).status).toBe(200);
}

describe("news about users follows the administrators' notification settings", () => {
  it("reaches an admin on both channels by default and no one who switched the topic off", async () => {
    const off = await as(OLIVIA, "PUT", "/notification-settings", {
      settings: [{ topic: "users", portal: false, email: false }],
    });
    expect(off.status).toBe(200);
    expect(off.body.settings).toContainEqual({ topic: "users", portal: false, email: false });

    await join("first.joiner@acme.test", "First");

    expect(await messagesOf(ALICE)).toContain(
      "First Joiner accepted the invitation and can now sign in.",
    );
    expect(server.mail.newest(ALICE)).toMatchObject({
      kind: "news:users",
      subject: "First Joiner has joined the portal",
    });
    expect((await messagesOf(OLIVIA)).filter((text) => text.includes("Joiner"))).toEqual([]);
    expect(server.mail.newest(OLIVIA)?.kind).not.toBe("news:users");
  });

  it("writes the portal notification but sends no mail once e-mail is off", async () => {
    const before = server.mail.newest(ALICE);
    const emailOff = await as(ALICE, "PUT", "/notification-settings", {
      settings: [{ topic: "users", portal: true, email: false }],
    });
    expect(emailOff.status).toBe(200);

    await join("second.joiner@acme.test", "Second");

    expect(await messagesOf(ALICE)).toContain(
      "Second Joiner accepted the invitation and can now sign in.",
    );
    expect(server.mail.newest(ALICE)).toEqual(before);
  });

  it("lists the users topic among the settings with both channels on by default", async () => {
    const settings = await as("viewer@acme.test", "GET", "/notification-settings");
    expect(settings.status).toBe(200);
    expect(settings.body.settings).toContainEqual({ topic: "users", portal: true, email: true });
  });
});
