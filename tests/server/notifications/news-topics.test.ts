import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverNews } from "../../../server/src/modules/notifications/deliver.ts";
import {
  NOTIFICATION_TOPICS,
  type NotificationTopic,
} from "../../../src/core/api/notifications/notification-settings.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { inviteCalls } from "../users/invite-helpers.ts";
import { SEED_TIMEOUT_MS } from "../users/users-support.ts";

/**
 * Every notification topic and channel is honoured wherever the server writes news (issue 17):
 * the delivery itself for each of the six topics, and the server's own news of tickets
 * (replies and status steps, to the ticket's followers) and of service status (cease orders
 * asked for and completed, to the company's service readers).
 */

let server: TestServer;
const { as } = inviteCalls(() => server);
const ADMIN = "admin@acme.test";
const VIEWER = "viewer@acme.test";
const BILLING = "billing@acme.test";
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

async function messagesOf(email: string): Promise<string[]> {
  const list = await as(email, "GET", "/notifications?limit=100");
  expect(list.status).toBe(200);
  return (list.body.results as Array<{ message: string }>).map((entry) => entry.message);
}

async function choose(email: string, topic: NotificationTopic, portal: boolean, mail: boolean) {
  const response = await as(email, "PUT", "/notification-settings", {
    settings: [{ topic, portal, email: mail }],
  });
  expect(response.status).toBe(200);
}

describe("news honours each topic's channels", () => {
  it.each(NOTIFICATION_TOPICS)("%s: portal and e-mail each as chosen", async (topic) => {
    const viewer = await server.userId(VIEWER);
    const send = (tag: string) =>
      deliverNews(server.ctx, [viewer], {
        topic,
        message: `News ${topic} ${tag}`,
        url: null,
        relatedModule: null,
        mailSubject: `Subject ${topic} ${tag}`,
      });

    await send("both");
    expect(await messagesOf(VIEWER)).toContain(`News ${topic} both`);
    expect(server.mail.newest(VIEWER, `news:${topic}`)?.subject).toBe(`Subject ${topic} both`);

    await choose(VIEWER, topic, false, true);
    await send("mail-only");
    expect(await messagesOf(VIEWER)).not.toContain(`News ${topic} mail-only`);
    expect(server.mail.newest(VIEWER, `news:${topic}`)?.subject).toBe(`Subject ${topic} mail-only`);

    await choose(VIEWER, topic, true, false);
    await send("portal-only");
    expect(await messagesOf(VIEWER)).toContain(`News ${topic} portal-only`);
    expect(server.mail.newest(VIEWER, `news:${topic}`)?.subject).toBe(`Subject ${topic} mail-only`);

    await choose(VIEWER, topic, false, false);
    await send("none");
    expect(await messagesOf(VIEWER)).not.toContain(`News ${topic} none`);
    expect(server.mail.newest(VIEWER, `news:${topic}`)?.subject).toBe(`Subject ${topic} mail-only`);
    await choose(VIEWER, topic, true, true);
  });
});

describe("ticket news reaches the followers as they chose", () => {
  it("tells followers of a reply and a status step, never the one who did it", async () => {
    const tickets = await as(ADMIN, "GET", "/support/tickets?status=open&limit=1");
    const key = (tickets.body.results as Array<{ id: string }>)[0]?.id ?? "";
    expect(key).toMatch(/^SUP-/);
    const viewerId = String(await server.userId(VIEWER));
    expect(
      (await as(ADMIN, "POST", `/support/tickets/${key}/subscribe`, { user: viewerId })).status,
    ).toBe(200);
    await as(ADMIN, "POST", `/support/tickets/${key}/subscribe`);

    await choose(VIEWER, "tickets", true, false);
    const reply = await as(ADMIN, "POST", `/support/tickets/${key}/comments`, {
      body: "We have raised it with the carrier.",
    });
    expect(reply.status).toBe(201);
    expect(await messagesOf(VIEWER)).toContain(`Alice Anders replied on ${key}.`);
    expect(server.mail.newest(VIEWER, "news:tickets")?.subject).toBe("Subject tickets mail-only");
    expect(await messagesOf(ADMIN)).not.toContain(`Alice Anders replied on ${key}.`);

    await choose(VIEWER, "tickets", false, true);
    const steps = await as(ADMIN, "GET", `/support/tickets/${key}/transitions`);
    const step = (steps.body.results as Array<{ id: string; to_status: string }>)[0];
    expect(step).toBeDefined();
    const moved = await as(ADMIN, "POST", `/support/tickets/${key}/transitions`, {
      transition: step?.id,
    });
    expect(moved.status).toBe(200);
    const mail = server.mail.newest(VIEWER, "news:tickets");
    expect(mail?.subject).toMatch(new RegExp(`^${key}: Alice Anders moved the ticket to `));
    expect((await messagesOf(VIEWER)).filter((text) => text.includes("moved the ticket"))).toEqual(
      [],
    );
  });
});

describe("service status news reaches the company's service readers", () => {
  // Last: it moves the server's clock on.
  it("tells of a cease asked for and of its completion, on the chosen channels", async () => {
    const reasons = await as(ADMIN, "GET", "/cease-reasons");
    const reason = (reasons.body.results as Array<{ id: string }>)[0]?.id;
    await choose(VIEWER, "services", true, false);
    const day = new Date(server.ctx.now().getTime() + 3 * DAY).toISOString().slice(0, 10);
    const asked = await as(ADMIN, "POST", "/cease_orders", {
      service: "SVC-10036",
      reason,
      cease_date: day,
    });
    expect(asked.status).toBe(201);
    const told = (await messagesOf(VIEWER)).filter((text) => text.includes("(SVC-10036)"));
    expect(told).toEqual([expect.stringMatching(new RegExp(`will be ceased after ${day}\\.$`))]);
    expect(server.mail.newest(VIEWER, "news:services")?.subject).toBe("Subject services mail-only");
    // Neither the one who asked nor a user who cannot read services hears of it.
    expect((await messagesOf(ADMIN)).some((text) => text.includes("(SVC-10036)"))).toBe(false);
    expect((await messagesOf(BILLING)).some((text) => text.includes("(SVC-10036)"))).toBe(false);

    await choose(VIEWER, "services", false, true);
    server.advance(5 * DAY);
    const viewerAgain = await server.sessionFor(VIEWER);
    const detail = await server.call(viewerAgain.access, {
      method: "GET",
      url: "/v2/services/SVC-10036",
    });
    expect(detail.json().status).toBe("ceased");
    expect(server.mail.newest(VIEWER, "news:services")?.subject).toBe("SVC-10036 has been ceased");
    expect(server.mail.newest(ADMIN, "news:services")?.subject).toBe("SVC-10036 has been ceased");
    expect(server.mail.newest(BILLING, "news:services")).toBeUndefined();
  });
});
