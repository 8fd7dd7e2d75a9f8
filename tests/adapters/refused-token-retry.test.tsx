import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSession } from "../../src/adapters/react/auth/use-session.ts";
import { borrowRealServer } from "./harness/api-server.ts";
import { createHarness, stopPortals } from "./harness/portal-harness.tsx";

const server = borrowRealServer();

beforeEach(() => localStorage.clear());
afterEach(() => stopPortals());

/** The same token with a broken signature: unexpired to the portal's eye, refused by the server. */
function forged(token: string): string {
  const [header, payload, signature = ""] = token.split(".");
  const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  return [header, payload, flipped].join(".");
}

describe("a call whose access token is refused (401, issue 41)", () => {
  it("refreshes once and sends the call again, and the session goes on", async () => {
    const pair = await server.sessionFor("viewer@acme.test");
    localStorage.setItem("access_token", forged(pair.access));
    localStorage.setItem("refresh_token", pair.refresh);
    const tab = createHarness({ apiBaseUrl: server.url });
    const session = tab.renderHook(() => useSession());

    await waitFor(() => expect(session.result.current.user?.email).toBe("viewer@acme.test"));
    expect(tab.calls.filter((call) => call === "GET /v2/me")).toHaveLength(2);
    expect(tab.calls.filter((call) => call === "POST /v2/auth/refresh")).toHaveLength(1);
    expect(session.result.current.phase).toBe("signedIn");
    expect(localStorage.getItem("refresh_token")).not.toBe(pair.refresh);
  });

  it("signs out when the refresh is refused too", async () => {
    const pair = await server.sessionFor("billing@acme.test");
    localStorage.setItem("access_token", forged(pair.access));
    localStorage.setItem("refresh_token", forged(pair.refresh));
    const tab = createHarness({ apiBaseUrl: server.url });
    const session = tab.renderHook(() => useSession());

    await waitFor(() => expect(session.result.current.phase).toBe("signedOut"));
    expect(tab.calls.filter((call) => call === "GET /v2/me")).toHaveLength(1);
    expect(localStorage.getItem("access_token")).toBeNull();
  });
});
