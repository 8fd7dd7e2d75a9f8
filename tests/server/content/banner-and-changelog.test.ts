import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bannerAlerts, changelog, outages as outagesTable } from "../../../server/src/db/schema.ts";
import { CurrentBannerAlert } from "../../../src/core/api/content/banner-alert.ts";
import { CHANGELOG_LIST } from "../../../src/core/api/content/changelog.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOUR = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(server.ctx.now().getTime() + hours * HOUR);
/** A fresh session per call: the tests move the clock past an access token's lifetime. */
const get = async (url: string, signedIn = true) =>
  server.call(signedIn ? (await server.sessionFor("viewer@acme.test")).access : null, {
    method: "GET",
    url,
  });

describe("GET /v2/banner-alert", () => {
  it("answers the alert in force now", async () => {
    const response = await get("/v2/banner-alert");
    expect(response.statusCode).toBe(200);
    const alert = expectValid(CurrentBannerAlert, response.json());
    expect(alert?.severity).toBe("warning");
    expect(alert?.message).toContain("Planned core network maintenance");
    // The caller's own record of the maintenance it announces (issue 45).
    expect(alert?.url).toMatch(/^\/support\/maintenances\/\d+$/);
  });

  it("names an event only to a company that has it, while it is not over, linking to its record", async () => {
    const token = (await server.sessionFor("viewer@acme.test")).access;
    const outages = (
      await server.call(token, { method: "GET", url: "/v2/outages?state=ongoing" })
    ).json();
    const ongoing = outages.results[0] as { id: string; reference: string };
    await server.ctx.db.insert(bannerAlerts).values([
      {
        message: "Packet loss between London and Amsterdam.",
        severity: "critical",
        url: null,
        eventReference: ongoing.reference,
        startsAt: hoursFromNow(-0.5),
        endsAt: null,
      },
      {
        message: "An event no customer has.",
        severity: "critical",
        url: "/support/outages",
        eventReference: "INC-2026-9999",
        startsAt: hoursFromNow(-0.1),
        endsAt: null,
      },
    ]);
    expect((await get("/v2/banner-alert")).json()).toMatchObject({
      message: "Packet loss between London and Amsterdam.",
      url: `/support/outages/${ongoing.id}`,
    });
    // Globex has no such outage: its newest banner is still the core maintenance.
    const globex = (await server.sessionFor("admin@globex.test")).access;
    const theirs = (await server.call(globex, { method: "GET", url: "/v2/banner-alert" })).json();
    expect(theirs.message).toContain("Planned core network maintenance");
    await server.ctx.db
      .update(outagesTable)
      .set({ state: "resolved", resolvedAt: hoursFromNow(0) })
      .where(eq(outagesTable.reference, ongoing.reference));
    expect((await get("/v2/banner-alert")).json().message).toContain(
      "Planned core network maintenance",
    );
    await server.ctx.db.delete(bannerAlerts).where(isNotNull(bannerAlerts.eventReference));
  });

  it("prefers the most recently started of overlapping alerts, and ignores future ones", async () => {
    await server.ctx.db.insert(bannerAlerts).values([
      {
        message: "Core router upgrade in London.",
        severity: "info",
        url: null,
        startsAt: hoursFromNow(-1),
        endsAt: null,
      },
      {
        message: "Scheduled: portal upgrade.",
        severity: "critical",
        url: "https://status.conduit.test",
        startsAt: hoursFromNow(2),
        endsAt: hoursFromNow(3),
      },
    ]);
    const alert = (await get("/v2/banner-alert")).json();
    expect(alert).toMatchObject({ message: "Core router upgrade in London.", ends_at: null });
    server.advance(2.5 * HOUR);
    expect((await get("/v2/banner-alert")).json().severity).toBe("critical");
  });

  it("answers null once every alert has ended", async () => {
    await server.ctx.db.delete(bannerAlerts);
    const response = await get("/v2/banner-alert");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it("answers 401 without a token", async () => {
    expect((await get("/v2/banner-alert", false)).statusCode).toBe(401);
  });
});

describe("GET /v2/changelog", () => {
  it("lists published entries newest first", async () => {
    const response = await get("/v2/changelog");
    expect(response.statusCode).toBe(200);
    const page = expectValid(CHANGELOG_LIST.response, response.json());
    expect(page.count).toBe(3);
    expect(page.results.map((entry) => entry.version)).toEqual(["2026.11", "2026.10", "2026.09"]);
    expect(page.results[0]).toMatchObject({ title: "Read-only impersonation" });
  });

  it("pages, and keeps scheduled entries back until they are published", async () => {
    await server.ctx.db.insert(changelog).values({
      version: "2027.01",
      title: "Scheduled release",
      body: "Not yet.",
      publishedAt: hoursFromNow(24),
    });
    const page = (await get("/v2/changelog?limit=1&offset=1")).json();
    expect(page).toMatchObject({
      count: 3,
      next: "/v2/changelog?limit=1&offset=2",
      previous: "/v2/changelog?limit=1&offset=0",
    });
    expect(page.results[0].version).toBe("2026.10");
    server.advance(25 * HOUR);
    expect((await get("/v2/changelog")).json().results[0].version).toBe("2027.01");
  });

  it("answers 400 for a bad page and 401 without a token", async () => {
    const bad = await get("/v2/changelog?offset=x");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("offset");
    expect((await get("/v2/changelog", false)).statusCode).toBe(401);
  });
});
