import { and, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userPermissions } from "../../../server/src/db/schema.ts";
import { decode } from "../../../src/core/api/decode.ts";
import {
  CALENDAR_FEED_LIST,
  CALENDAR_FEED_REFUSALS,
  CreatedCalendarFeed,
  MAX_CALENDAR_FEEDS_PER_USER,
} from "../../../src/core/api/events/calendar-feeds.ts";
import { MAINTENANCE_LIST, type MaintenanceSummary } from "../../../src/core/api/events/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * Calendar feeds (issue 43): a user's secret address serving the company's maintenances as
 * iCalendar, read back with ical.js (the parser Mozilla's calendar uses), revoked at once.
 */

let server: TestServer;
let acme: string;

beforeAll(async () => {
  server = await startTestServer({ CONDUIT_PORTAL_URL: "https://portal.example.net" });
  acme = (await server.sessionFor("admin@acme.test")).access;
});

afterAll(async () => {
  await server.close();
});

async function createFeed(token: string, name = "Outlook on the NOC screen") {
  const response = await server.call(token, {
    method: "POST",
    url: "/v2/calendar-feeds",
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  const decoded = decode(CreatedCalendarFeed, response.json());
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.value;
}

/** The feed as a calendar program reads it: no credential but the address. */
async function readFeed(url: string) {
  const { pathname } = new URL(url);
  return server.call(null, { method: "GET", url: pathname });
}

async function companyMaintenances(token: string): Promise<MaintenanceSummary[]> {
  const response = await server.call(token, { method: "GET", url: "/v2/maintenances?limit=100" });
  const decoded = decode(MAINTENANCE_LIST.response, response.json());
  if (!decoded.ok) throw new Error(decoded.error);
  return [...decoded.value.results];
}

const toTheSecond = (iso: string) =>
  new Date(Math.floor(Date.parse(iso) / 1000) * 1000).toISOString();

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      sequence: event.sequence,
      status: component.getFirstPropertyValue("status"),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startIsUtc: event.startDate.zone?.tzid === "UTC",
    };
  });
}

describe("calendar feeds", () => {
  it("serves the company's maintenances as iCalendar a parser reads: stable UIDs, UTC times, services, cancelled ones marked", async () => {
    const feed = await createFeed(acme);
    expect(feed.url).toMatch(
      /^https:\/\/portal\.example\.net\/v2\/calendar\/[A-Za-z0-9_-]{43}\/maintenances\.ics$/u,
    );
    expect(feed.url).toContain(feed.prefix);

    const response = await readFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/u);
    const events = eventsOf(response.body);

    const listed = await companyMaintenances(acme);
    const recent = listed.filter(
      (maintenance) => Date.parse(maintenance.window_end) >= Date.now() - 90 * 86_400_000,
    );
    expect(events).toHaveLength(recent.length);
    for (const maintenance of recent) {
      const event = events.find(
        (candidate) => candidate.uid === `maintenance-${maintenance.id}@portal.example.net`,
      );
      expect(event, maintenance.reference).toBeDefined();
      // iCalendar times are to the second.
      expect(event?.start).toBe(toTheSecond(maintenance.window_start));
      expect(event?.end).toBe(toTheSecond(maintenance.window_end));
      expect(event?.startIsUtc).toBe(true);
      expect(event?.summary).toContain(maintenance.reference);
      for (const service of maintenance.services)
        expect(event?.description).toContain(service.name);
      expect(event?.description).toContain(
        `https://portal.example.net/support/maintenances/${maintenance.id}`,
      );
      expect(event?.status).toBe(maintenance.state === "cancelled" ? "CANCELLED" : "CONFIRMED");
    }
    // Read twice, the same document: a calendar program sees no change where there is none.
    expect((await readFeed(feed.url)).body).toBe(response.body);
  });

  it("raises an event's SEQUENCE when staff change its maintenance, and withdraws it as CANCELLED when they cancel it", async () => {
    const feed = await createFeed(acme, "Sequence check");
    const [scheduled] = (await companyMaintenances(acme)).filter((m) => m.state === "scheduled");
    if (!scheduled) throw new Error("the demo data has a scheduled maintenance");
    const staff = (await server.sessionFor("staff@conduit.test")).access;
    const eventOf = async () =>
      eventsOf((await readFeed(feed.url)).body).find((event) =>
        event.uid.startsWith(`maintenance-${scheduled.id}@`),
      );
    const before = await eventOf();
    const moved = await server.call(staff, {
      method: "PUT",
      url: `/v2/maintenances/${scheduled.id}`,
      payload: {
        window_start: "2031-03-01T22:00:00Z",
        window_end: "2031-03-02T02:00:00Z",
        description: "Moved to March.",
        services: scheduled.services.map((service) => service.id),
        notice: "Rescheduled to March.",
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rescheduled = await eventOf();
    const cancel = await server.call(staff, {
      method: "POST",
      url: `/v2/maintenances/${scheduled.id}/cancel`,
      payload: { reason: "The work is no longer needed." },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await eventOf();
    expect(before?.status).toBe("CONFIRMED");
    // The same UID, the new window, one more in SEQUENCE: the program moves its entry.
    expect(rescheduled).toMatchObject({
      uid: before?.uid,
      status: "CONFIRMED",
      start: "2031-03-01T22:00:00.000Z",
      end: "2031-03-02T02:00:00.000Z",
      sequence: (before?.sequence ?? 0) + 1,
    });
    // Cancelled: the notice and the cancellation each count.
    expect(after?.status).toBe("CANCELLED");
    expect(after?.summary).toMatch(/^Cancelled: /);
    expect(after?.sequence).toBe((rescheduled?.sequence ?? 0) + 2);
  });

  it("lists only the caller's own addresses, never the address itself, with when it was last read", async () => {
    const viewer = (await server.sessionFor("viewer@acme.test")).access;
    const mine = await createFeed(viewer, "Google Calendar");
    await readFeed(mine.url);
    const response = await server.call(viewer, { method: "GET", url: "/v2/calendar-feeds" });
    expect(response.statusCode).toBe(200);
    const page = decode(CALENDAR_FEED_LIST.response, response.json());
    if (!page.ok) throw new Error(page.error);
    expect(page.value.results.map((feed) => feed.name)).toEqual(["Google Calendar"]);
    expect(page.value.results[0]?.last_used).not.toBeNull();
    expect(response.body).not.toContain(new URL(mine.url).pathname.split("/")[3]);
  });

  it("stops serving an address the moment it is revoked, and only its owner can revoke it", async () => {
    const feed = await createFeed(acme, "To revoke");
    const colleague = (await server.sessionFor("viewer@acme.test")).access;
    const foreign = await server.call(colleague, {
      method: "DELETE",
      url: `/v2/calendar-feeds/${feed.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await readFeed(feed.url)).statusCode).toBe(200);

    const revoked = await server.call(acme, {
      method: "DELETE",
      url: `/v2/calendar-feeds/${feed.id}`,
    });
    expect(revoked.statusCode).toBe(204);
    const after = await readFeed(feed.url);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({
      detail: "This calendar address does not exist or was revoked.",
    });
  });

  it("answers 404 for an address it never made, however it is spelled", async () => {
    for (const secret of ["x".repeat(43), "short", "%00".repeat(3), "a".repeat(60)]) {
      const response = await server.call(null, {
        method: "GET",
        url: `/v2/calendar/${secret}/maintenances.ics`,
      });
      expect(response.statusCode, secret).toBe(404);
    }
  });

  it("ends an address's access with its owner's: a user without the support permission reads nothing", async () => {
    const noc = (await server.sessionFor("noc@acme.test")).access;
    const feed = await createFeed(noc, "NOC wall");
    expect((await readFeed(feed.url)).statusCode).toBe(200);
    const nocId = await server.userId("noc@acme.test");
    await server.ctx.db
      .delete(userPermissions)
      .where(
        and(eq(userPermissions.userId, nocId), sql`${userPermissions.permission} like '%support%'`),
      );
    expect((await readFeed(feed.url)).statusCode).toBe(404);
  });

  it("refuses a blank name with the field's message, an impersonator, and more than the limit", async () => {
    const blank = await server.call(acme, {
      method: "POST",
      url: "/v2/calendar-feeds",
      payload: { name: "   " },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: [expect.stringContaining("name")] });

    const staff = await server.userId("staff@conduit.test");
    const impersonated = (
      await server.sessionFor("admin@globex.test", { staffUserId: staff, mode: "full" })
    ).access;
    const refused = await server.call(impersonated, {
      method: "POST",
      url: "/v2/calendar-feeds",
      payload: { name: "Staff copy" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: CALENDAR_FEED_REFUSALS.impersonating });

    const globex = (await server.sessionFor("admin@globex.test")).access;
    for (let index = 0; index < MAX_CALENDAR_FEEDS_PER_USER; index += 1)
      await createFeed(globex, `Device ${index + 1}`);
    const over = await server.call(globex, {
      method: "POST",
      url: "/v2/calendar-feeds",
      payload: { name: "One too many" },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ detail: CALENDAR_FEED_REFUSALS.tooMany });
  });
});
