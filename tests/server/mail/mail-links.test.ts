import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeptMail } from "../../../server/src/mail/dev-mailbox.ts";
import { deliverNews } from "../../../server/src/modules/notifications/deliver.ts";
import { NOTIFICATION_TOPICS } from "../../../src/core/api/notifications/notification-settings.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { INVITEE_PASSWORD, inviteCalls } from "../users/invite-helpers.ts";
import { SEED_TIMEOUT_MS } from "../users/users-support.ts";

/**
 * Every link a mail carries is absolute and starts with the configured portal address
 * (CONDUIT_PORTAL_URL), whatever Host or X-Forwarded-Host the request that caused it said
 * (issue 40): a mail is read outside the portal, and a request's Host is the sender's choice.
 */

const PORTAL = "https://portal.example.net";
const EVIL = { host: "evil.example", "x-forwarded-host": "evil.example" };

let server: TestServer;
const { as, publicCall } = inviteCalls(() => server);

beforeAll(async () => {
  server = await startTestServer({ CONDUIT_PORTAL_URL: `${PORTAL}/` });
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

/** Every web address and every bare portal path in a mail body. */
function linksIn(body: string): string[] {
  return [...body.matchAll(/(?:https?:\/\/|(?<=^|\s))\/?[^\s]*\/[^\s]*/g)]
    .map((match) => match[0].replace(/[.,)]+$/, ""))
    .filter((link) => link.startsWith("/") || /^https?:\/\//.test(link));
}

/** The mail's links: at least one, each on the portal's configured address. */
function expectPortalLinks(mail: KeptMail | undefined, path: RegExp): void {
  expect(mail).toBeDefined();
  const links = linksIn(mail?.body ?? "");
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${PORTAL}/`), link).toBe(true);
  expect(links.some((link) => path.test(link.slice(PORTAL.length)))).toBe(true);
  expect(mail?.body).not.toContain("evil.example");
}

/** A call as a demo account that claims another Host, as a forged request would. */
async function asFromEvil(email: string, method: "POST", url: string, payload?: object) {
  const token = (await server.sessionFor(email)).access;
  return server.call(token, {
    method,
    url: `/v2${url}`,
    headers: EVIL,
    ...(payload ? { payload } : {}),
  });
}

describe("mail links are built from CONDUIT_PORTAL_URL", () => {
  it("an invite and its resend, asked for with a forged Host, link to the portal", async () => {
    const invited = await asFromEvil("admin@acme.test", "POST", "/register/user", {
      email: "grace@acme.test",
      firstname: "Grace",
      lastname: "Hopper",
      permissions: [],
    });
    expect(invited.statusCode).toBe(201);
    const invite = server.mail.newest("grace@acme.test", "invite");
    expectPortalLinks(invite, new RegExp(`^/set-password/${invite?.secret}$`));

    const id = invited.json().id as string;
    const resent = await asFromEvil("admin@acme.test", "POST", `/register/user/${id}/resend`);
    expect(resent.statusCode).toBe(200);
    const again = server.mail.newest("grace@acme.test", "invite");
    expect(again?.secret).not.toBe(invite?.secret);
    expectPortalLinks(again, new RegExp(`^/set-password/${again?.secret}$`));

    // Accepting tells the inviter, whose mail links to the new colleague's page.
    const accepted = await publicCall("/register/user/set-password", {
      code: again?.secret,
      password: INVITEE_PASSWORD,
      confirm_password: INVITEE_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    expectPortalLinks(
      server.mail.newest("admin@acme.test", "news:users"),
      /^\/account-settings\/manage\/users\/\d+\/edit$/,
    );
  });

  it("a password reset, asked for with a forged Host, links to the portal", async () => {
    const asked = await server.call(null, {
      method: "POST",
      url: "/v2/forgot-password",
      headers: EVIL,
      payload: { email: "viewer@acme.test" },
    });
    expect(asked.statusCode).toBe(200);
    const mail = server.mail.newest("viewer@acme.test", "password-reset");
    expectPortalLinks(mail, new RegExp(`^/reset-password/${mail?.secret}$`));
  });

  it("a one-time code carries no link at all", async () => {
    const signIn = await server.call(null, {
      method: "POST",
      url: "/v2/auth",
      headers: EVIL,
      payload: { username: "otp@acme.test", password: "conduit-demo" },
    });
    // The password is right: the answer asks for the code it mailed.
    expect(signIn.json()).toMatchObject({ code: "otp_required" });
    const mail = server.mail.newest("otp@acme.test", "one-time-code");
    expect(mail?.secret).toMatch(/^\d{6}$/);
    expect(linksIn(mail?.body ?? "")).toEqual([]);
  });

  it("ticket news links to the ticket on the portal", async () => {
    const tickets = await as("admin@acme.test", "GET", "/support/tickets?status=open&limit=1");
    const key = (tickets.body.results as Array<{ id: string }>)[0]?.id ?? "";
    const viewer = String(await server.userId("viewer@acme.test"));
    const subscribed = await as("admin@acme.test", "POST", `/support/tickets/${key}/subscribe`, {
      user: viewer,
    });
    expect(subscribed.status).toBe(200);
    const reply = await asFromEvil("admin@acme.test", "POST", `/support/tickets/${key}/comments`, {
      body: "We have raised it with the carrier.",
    });
    expect(reply.statusCode).toBe(201);
    expectPortalLinks(
      server.mail.newest("viewer@acme.test", "news:tickets"),
      new RegExp(`^/support/tickets/${key}$`),
    );
  });

  it.each(NOTIFICATION_TOPICS)(
    "news of topic %s links to its page on the portal",
    async (topic) => {
      await deliverNews(server.ctx, [await server.userId("billing@acme.test")], {
        topic,
        message: `News of ${topic}`,
        url: "/services/SVC-10001",
        relatedModule: null,
        mailSubject: `Subject ${topic}`,
      });
      expectPortalLinks(server.mail.newest("billing@acme.test", `news:${topic}`), /^\/services\//);
    },
  );
});
