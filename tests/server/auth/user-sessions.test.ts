import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { DEMO_PASSWORD, SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/** The user's own sessions (issue 44): listed from the sign-ins, each revocable. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function signInFrom(email: string, userAgent: string, ip: string) {
  const response = await server.app.inject({
    method: "POST",
    url: "/v2/auth",
    payload: { username: email, password: DEMO_PASSWORD },
    headers: { "user-agent": userAgent },
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { access: string; refresh: string };
}

const list = (access: string) => server.call(access, { method: "GET", url: "/v2/sessions" });
const me = (access: string) => server.call(access, { method: "GET", url: "/v2/me" });
const end = (access: string, id: string): Promise<LightMyRequestResponse> =>
  server.call(access, { method: "DELETE", url: `/v2/sessions/${id}` });

describe("the user's sessions", () => {
  it("lists each sign-in with browser, system, address and times, marking this one", async () => {
    const laptop = await signInFrom("viewer@acme.test", FIREFOX_WINDOWS, "203.0.113.7");
    server.advance(60_000);
    const phone = await signInFrom("viewer@acme.test", SAFARI_IPHONE, "198.51.100.20");
    const response = await list(phone.access);
    expect(response.statusCode).toBe(200);
    // A page of the list helper's (define-list.ts), like every list of the API.
    expect(response.json()).toMatchObject({ count: 2, next: null, previous: null });
    const { results } = response.json();
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({
      browser: "Safari 17",
      system: "iOS 17.5",
      ip: "198.51.100.20",
      current: true,
    });
    expect(results[1]).toMatchObject({
      browser: "Firefox 133",
      system: "Windows 10",
      ip: "203.0.113.7",
      current: false,
    });
    expect(Date.parse(results[0].started) - Date.parse(results[1].started)).toBeGreaterThanOrEqual(
      60_000,
    );
    expect(results[1].last_active).toBe(results[1].started);

    // A renewal marks the session active.
    server.advance(60_000);
    await server.call(null, {
      method: "POST",
      url: "/v2/auth/refresh",
      payload: { refresh: laptop.refresh },
    });
    const renewed = (await list(phone.access)).json().results[1];
    expect(Date.parse(renewed.last_active) - Date.parse(renewed.started)).toBeGreaterThanOrEqual(
      120_000,
    );
  });

  it("ends another session: its next call is refused, this one goes on", async () => {
    const laptop = await signInFrom("support@acme.test", FIREFOX_WINDOWS, "203.0.113.7");
    const phone = await signInFrom("support@acme.test", SAFARI_IPHONE, "198.51.100.20");
    const other = (await list(phone.access))
      .json()
      .results.find((session: { current: boolean }) => !session.current);
    expect((await me(laptop.access)).statusCode).toBe(200);
    expect((await end(phone.access, other.id)).statusCode).toBe(204);
    expect((await me(laptop.access)).statusCode).toBe(401);
    const refresh = await server.call(null, {
      method: "POST",
      url: "/v2/auth/refresh",
      payload: { refresh: laptop.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await me(phone.access)).statusCode).toBe(200);
    expect((await list(phone.access)).json().results).toHaveLength(1);
    // Ended already, or never the caller's: not found.
    expect((await end(phone.access, other.id)).statusCode).toBe(404);
    const stranger = await server.sessionFor("admin@globex.test");
    const theirs = (await list(stranger.access)).json().results[0].id;
    expect((await end(phone.access, theirs)).statusCode).toBe(404);
    expect((await me(stranger.access)).statusCode).toBe(200);
  });

  it("signs out everywhere else", async () => {
    const first = await signInFrom("noc@acme.test", FIREFOX_WINDOWS, "203.0.113.7");
    const second = await signInFrom("noc@acme.test", FIREFOX_WINDOWS, "203.0.113.8");
    const here = await signInFrom("noc@acme.test", SAFARI_IPHONE, "198.51.100.20");
    const response = await server.call(here.access, {
      method: "POST",
      url: "/v2/sessions/end-others",
    });
    expect(response.json()).toEqual({ ended: 2 });
    expect((await me(first.access)).statusCode).toBe(401);
    expect((await me(second.access)).statusCode).toBe(401);
    expect((await me(here.access)).statusCode).toBe(200);
  });

  it("is not for staff acting as the user", async () => {
    const staff = await server.userId("staff@conduit.test");
    const acting = await server.sessionFor("billing@acme.test", {
      staffUserId: staff,
      mode: "full",
    });
    const own = await server.sessionFor("billing@acme.test");
    const ids = (await list(own.access)).json().results.map((s: { id: string }) => s.id);
    expect(ids).toHaveLength(1);
    const refused = await server.call(acting.access, {
      method: "POST",
      url: "/v2/sessions/end-others",
    });
    expect(refused.statusCode).toBe(403);
  });

  it("decides this session and the clock itself, whatever the query says", async () => {
    const laptop = await signInFrom("admin@acme.test", FIREFOX_WINDOWS, "203.0.113.7");
    const phone = await signInFrom("admin@acme.test", SAFARI_IPHONE, "198.51.100.20");
    const laptopId = (await list(laptop.access))
      .json()
      .results.find((s: { current: boolean }) => s.current).id;
    // The phone names the laptop's session as its own and a clock past every token's expiry.
    const response = await server.call(phone.access, {
      method: "GET",
      url: `/v2/sessions?session=${laptopId}&now=2100-01-01T00:00:00.000Z`,
    });
    expect(response.statusCode).toBe(200);
    const results: ReadonlyArray<{ id: string; current: boolean }> = response.json().results;
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.find((s) => s.id === laptopId)?.current).toBe(false);
    expect(results.filter((s) => s.current)).toHaveLength(1);
  });

  it("leaves out a session whose refresh token expired by the server's clock", async () => {
    const old = await signInFrom("viewer@acme.test", FIREFOX_WINDOWS, "203.0.113.7");
    const ids = (await list(old.access)).json().results.map((s: { id: string }) => s.id);
    expect(ids.length).toBeGreaterThan(0);
    // Past every earlier sign-in's refresh lifetime (7 days): only a new sign-in is open.
    server.advance(8 * 24 * 3600 * 1000);
    const fresh = await signInFrom("viewer@acme.test", SAFARI_IPHONE, "198.51.100.20");
    const page = (await list(fresh.access)).json();
    expect(page.count).toBe(1);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ browser: "Safari 17", current: true });
    expect(ids).not.toContain(page.results[0].id);
  });
});
