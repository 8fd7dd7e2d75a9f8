import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSession } from "../../src/adapters/react/auth/use-session.ts";
import { borrowRealServer } from "./harness/api-server.ts";
import { FakeLocks } from "./harness/fake-locks.ts";
import { createHarness, stopPortals } from "./harness/portal-harness.tsx";

// Access tokens living 302 s: the refresh (5 minutes before expiry) is due 2 s after sign-in.
const server = borrowRealServer({ env: { CONDUIT_ACCESS_TOKEN_SECONDS: "302" } });

beforeEach(() => localStorage.clear());
afterEach(() => stopPortals());

describe("the token refresh", () => {
  it("happens once for two tabs that are due together, and both use the new pair", async () => {
    const pair = await server.sessionFor("viewer@acme.test");
    localStorage.setItem("access_token", pair.access);
    localStorage.setItem("refresh_token", pair.refresh);
    // Two tabs: the same storage and the same locks, each with its own actors.
    const locks = new FakeLocks();
    const first = createHarness({ apiBaseUrl: server.url, locks });
    const second = createHarness({ apiBaseUrl: server.url, locks });
    const firstSession = first.renderHook(() => useSession());
    const secondSession = second.renderHook(() => useSession());
    await waitFor(() => expect(firstSession.result.current.phase).toBe("signedIn"));
    await waitFor(() => expect(secondSession.result.current.phase).toBe("signedIn"));

    const tokensOf = (harness: typeof first) => harness.portal.session.getSnapshot().context.tokens;
    await waitFor(
      () => {
        expect(tokensOf(first).refresh).not.toBe(pair.refresh);
        expect(tokensOf(second).refresh).not.toBe(pair.refresh);
      },
      { timeout: 6000 },
    );
    const refreshes = [...first.calls, ...second.calls].filter(
      (c) => c === "POST /v2/auth/refresh",
    );
    expect(refreshes).toHaveLength(1);
    expect(tokensOf(second)).toEqual(tokensOf(first));
    expect(localStorage.getItem("refresh_token")).toBe(tokensOf(first).refresh);
    expect(firstSession.result.current.phase).toBe("signedIn");
    expect(secondSession.result.current.phase).toBe("signedIn");
  }, 15_000);
});
