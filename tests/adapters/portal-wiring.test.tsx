import { act, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bootReturnPath, preparePortal } from "../../src/adapters/portal.ts";
import { useSession } from "../../src/adapters/react/auth/use-session.ts";
import { useStatistics } from "../../src/adapters/resources/account/statistics.ts";
import { addressOf } from "../../src/adapters/session/index.ts";
import { decodeConfig } from "../../src/core/config/index.ts";
import { userInfo } from "../../src/machines/session/session.selectors.ts";
import { testNow } from "../harness/test-clock.ts";
import { FakeLocks } from "./harness/fake-locks.ts";
import { createHarness, stopPortals } from "./harness/portal-harness.tsx";
import { type ScriptedServer, startScriptedServer } from "./harness/scripted-server.ts";

// A scripted server, to make the answers the demo server never gives (401 on /me, 500, 503).
let server: ScriptedServer;

const INFO = { status: "ok", version: "test", time: "2026-01-01T00:00:00Z" };
const USER = {
  id: "7",
  firstname: "Vera",
  lastname: "Viewer",
  email: "viewer@acme.test",
  company_name: "Acme",
  default_currency: { id: "1" },
  permissions: ["view_billing_module"],
};

/** An unsigned token the portal reads like a real one (it never checks signatures). */
function tokenExpiringIn(seconds: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  const exp = Math.floor(testNow().getTime() / 1000) + seconds;
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ exp, sub: "7" })}.signature`;
}

function storeSession(accessSeconds: number) {
  localStorage.setItem("access_token", tokenExpiringIn(accessSeconds));
  localStorage.setItem("refresh_token", tokenExpiringIn(86_400));
}

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
  server.script("/v2/info", { status: 200, body: INFO });
  server.script("/v2/logout", { status: 200, body: { detail: "Signed out." } });
  server.script("/v2/me", { status: 200, body: USER });
});
afterEach(() => stopPortals());

describe("the portal built in two steps (main.tsx runs them in two tasks)", () => {
  it("sends nothing and runs no actor until it is started, and starts once", async () => {
    storeSession(3600);
    const decoded = decodeConfig({ apiBaseUrl: server.url });
    if (!decoded.ok) throw new Error(decoded.message);
    const prepared = preparePortal({
      config: decoded.config,
      navigate: () => {},
      notify: () => {},
      storage: localStorage,
      location: { pathname: "/dashboard", search: "", hash: "", hostname: "portal.example.com" },
      events: window,
      locks: new FakeLocks(),
      isDev: false,
      firstPaint: Promise.resolve(),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual([]);
    const portal = prepared.start();
    try {
      // The stored session is read and the user's info asked for as the actors start.
      expect(portal.session.getSnapshot().matches("signedIn")).toBe(true);
      await waitFor(() => expect(userInfo(portal.session.getSnapshot())?.firstname).toBe("Vera"));
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toContain("GET /v2/me");
      expect(() => prepared.start()).toThrow("The portal was started already.");
    } finally {
      portal.stop();
    }
  });
});

describe("the server-status probe", () => {
  it("waits for the page's first paint before its first request, then polls", async () => {
    let painted = () => {};
    const firstPaint = new Promise<void>((resolve) => {
      painted = resolve;
    });
    const harness = createHarness({ apiBaseUrl: server.url, path: "/sign-in", firstPaint });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(harness.calls.filter((call) => call === "GET /v2/info")).toEqual([]);
    painted();
    await waitFor(() => expect(harness.calls).toContain("GET /v2/info"));
  });
});

describe("the failures of authenticated calls", () => {
  it("sign out on a 401, keeping where the user was", async () => {
    storeSession(3600);
    server.script("/v2/me", { status: 401, body: { detail: "Token is invalid." } });
    const harness = createHarness({ apiBaseUrl: server.url, path: "/billing/invoices" });
    const { result } = harness.renderHook(() => useSession());
    await waitFor(() => expect(result.current.phase).toBe("signedOut"));
    expect(harness.navigate).toHaveBeenLastCalledWith("/sign-in?returnPath=%2Fbilling%2Finvoices");
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toContain("POST /v2/logout");
    expect(localStorage.getItem("access_token")).toBeNull();
  });

  it("go to the error page when the user's info answers 500", async () => {
    storeSession(3600);
    server.script("/v2/me", { status: 500 });
    const harness = createHarness({ apiBaseUrl: server.url });
    harness.renderHook(() => useSession());
    await waitFor(() => expect(harness.navigate).toHaveBeenCalledWith("/error"));
  });

  it("go to /under-maintenance on a 503 and to /no-permissions on a 403", async () => {
    storeSession(3600);
    server.script("/v2/statistics", { status: 503 });
    const harness = createHarness({ apiBaseUrl: server.url });
    const statistics = harness.renderHook(() => useStatistics());
    await waitFor(() => expect(statistics.result.current.isError).toBe(true));
    expect(harness.navigate).toHaveBeenCalledWith("/under-maintenance");
    server.script("/v2/statistics", { status: 403, body: { detail: "Not allowed." } });
    act(() => statistics.result.current.refetch());
    await waitFor(() => expect(harness.navigate).toHaveBeenCalledWith("/no-permissions"));
    expect(statistics.result.current.error).toBe("Not allowed.");
  });
});

describe("booting", () => {
  it("clears an expired session and says 'Unauthorized' under 'Authentication'", async () => {
    storeSession(-60);
    localStorage.setItem("gdpr_accept", "true");
    const harness = createHarness({ apiBaseUrl: server.url });
    const { result } = harness.renderHook(() => useSession());
    expect(result.current.phase).toBe("signedOut");
    expect(harness.notify).toHaveBeenCalledWith({
      variant: "error",
      title: "Authentication",
      body: "Unauthorized",
    });
    expect(Object.keys(localStorage)).toEqual(["gdpr_accept"]);
    expect(harness.navigate).toHaveBeenCalledWith("/sign-in?returnPath=%2Fdashboard");
  });

  it("reads the return path from ?returnPath= on the sign-in page, else the page itself", () => {
    const at = (pathname: string, search = "", hash = "") => ({
      pathname,
      search,
      hash,
      hostname: "portal.example.com",
    });
    expect(bootReturnPath(at("/sign-in", "?returnPath=%2Fbilling"))).toBe("/billing");
    expect(bootReturnPath(at("/support/tickets", "?type=incident", "#top"))).toBe(
      "/support/tickets?type=incident#top",
    );
    expect(addressOf({ to: "/sign-in", returnPath: "/" })).toBe("/sign-in");
    expect(addressOf({ to: "/" })).toBe("/");
  });
});
