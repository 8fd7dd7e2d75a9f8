import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSession } from "../../src/adapters/react/auth/use-session.ts";
import { borrowRealServer } from "./harness/api-server.ts";
import { createHarness, stopPortals } from "./harness/portal-harness.tsx";

// Access tokens of the default 15 minutes: the refresh is due 10 minutes after sign-in.
const server = borrowRealServer();

beforeEach(() => localStorage.clear());
afterEach(() => {
  stopPortals();
  Reflect.deleteProperty(document, "visibilityState");
});

function showPage(): void {
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("a tab shown again (issue 41)", () => {
  it("refreshes at once when its refresh time passed while it was hidden or asleep", async () => {
    const pair = await server.sessionFor("viewer@acme.test");
    localStorage.setItem("access_token", pair.access);
    localStorage.setItem("refresh_token", pair.refresh);
    // The tab slept 11 minutes: the clock moved on, the refresh timer (10 minutes) never ran.
    let slept = 0;
    const tab = createHarness({ apiBaseUrl: server.url, clock: { now: () => Date.now() + slept } });
    const session = tab.renderHook(() => useSession());
    await waitFor(() => expect(session.result.current.phase).toBe("signedIn"));
    expect(tab.calls).not.toContain("POST /v2/auth/refresh");

    slept = 11 * 60_000;
    showPage();
    await waitFor(() => expect(tab.calls).toContain("POST /v2/auth/refresh"));
    await waitFor(() =>
      expect(tab.portal.session.getSnapshot().context.tokens.refresh).not.toBe(pair.refresh),
    );
    expect(session.result.current.phase).toBe("signedIn");
  });

  it("leaves a token that is not yet due alone", async () => {
    const pair = await server.sessionFor("billing@acme.test");
    localStorage.setItem("access_token", pair.access);
    localStorage.setItem("refresh_token", pair.refresh);
    const tab = createHarness({ apiBaseUrl: server.url });
    const session = tab.renderHook(() => useSession());
    await waitFor(() => expect(session.result.current.phase).toBe("signedIn"));
    showPage();
    // The session answers the event at once; a refresh would be on the wire by the next calls.
    await tab.portal.api.me();
    expect(tab.calls).not.toContain("POST /v2/auth/refresh");
  });
});
