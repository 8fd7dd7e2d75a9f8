import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../src/core/auth/index.ts";
import { CONSENT_STORAGE_KEY } from "../../src/core/constants.ts";
import { isBusy, isSignedIn, userInfo } from "../../src/machines/session/index.ts";
import {
  PAIRS,
  readSession,
  START_MS,
  STORED,
  startSession,
  stored,
  token,
  USER,
} from "./harness/session-fixtures.ts";

describe("session boot", () => {
  it("signs in from a valid stored token and loads user info", async () => {
    const session = await startSession(STORED.staff);
    expect(isSignedIn(session.actor.getSnapshot())).toBe(true);
    expect(userInfo(session.actor.getSnapshot())).toBeNull();
    expect(session.calls.running("fetchUserInfo")).toBeDefined();

    await session.calls.resolve("fetchUserInfo", USER);
    expect(userInfo(session.actor.getSnapshot())).toEqual(USER);
    expect(session.effects).toEqual([]);
  });

  it("shows the sign-in form when nothing is stored, without navigating or clearing", async () => {
    const session = await startSession(STORED.empty);
    expect(session.actor.getSnapshot().matches({ signedOut: "enteringCredentials" })).toBe(true);
    expect(session.effects).toEqual([]);
    expect(session.calls.calls).toEqual([]);
  });

  it("clears an expired session and shows 'Unauthorized' under 'Authentication'", async () => {
    const session = await startSession(STORED.expired, { returnPath: "/billing/invoices" });
    expect(session.actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(readSession(session.storage)).toEqual(STORED.empty);
    expect(session.storage.get(CONSENT_STORAGE_KEY)).toBe("true");
    expect(session.effects).toEqual([
      { type: "clearSession" },
      {
        type: "notify",
        toast: { variant: "error", title: "Authentication", body: "Unauthorized" },
      },
      { type: "navigate", to: { to: "/sign-in", returnPath: "/billing/invoices" } },
    ]);
  });

  it.each([
    ["unreadable", STORED.unreadable],
    ["missing", stored({ refresh: PAIRS.staff.refresh })],
    [
      "past the refresh time without a usable refresh token",
      stored({ access: token(START_MS + 60_000), refresh: token(START_MS - 1) }),
    ],
  ])("signs out with the return path when the access token is %s", async (_case, session0) => {
    const session = await startSession(session0, { returnPath: "/support/tickets?status=open" });
    expect(session.actor.getSnapshot().matches({ signingOut: "revokingRefreshToken" })).toBe(true);
    expect(session.calls.inputsOf("postLogout")).toEqual([{ refreshTokens: [session0.refresh] }]);

    await session.calls.resolve("postLogout");
    expect(session.actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(session.storage.has(STORAGE_KEYS.refreshToken)).toBe(false);
    expect(session.effects.at(-1)).toEqual({
      type: "navigate",
      to: { to: "/sign-in", returnPath: "/support/tickets?status=open" },
    });
  });

  it("never keeps an off-site return path", async () => {
    const session = await startSession(STORED.expired, { returnPath: "//evil.example/phish" });
    expect(session.effects.at(-1)).toEqual({
      type: "navigate",
      to: { to: "/sign-in", returnPath: "/" },
    });
  });

  it("refreshes a token inside its last five minutes before anything uses it", async () => {
    const session = await startSession(STORED.dueForRefresh);
    expect(session.actor.getSnapshot().matches({ signedIn: "renewing" })).toBe(true);
    expect(isBusy(session.actor.getSnapshot())).toBe(true);
    expect(session.calls.inputsOf("refreshTokens")).toEqual([{ refresh: PAIRS.staff.refresh }]);
    expect(session.calls.running("fetchUserInfo")).toBeUndefined();

    await session.calls.resolve("refreshTokens", PAIRS.refreshed);
    expect(readSession(session.storage)).toMatchObject(PAIRS.refreshed);
    expect(session.calls.running("fetchUserInfo")).toBeDefined();
    expect(isBusy(session.actor.getSnapshot())).toBe(false);
  });

  it("keeps a half-written impersonation out of the session", async () => {
    const partial = stored({ ...PAIRS.customer, impersonatingFlag: "true" });
    const session = await startSession(partial);
    expect(session.actor.getSnapshot().context.originals).toBeNull();
    expect(
      session.actor
        .getSnapshot()
        .matches({ signedIn: { active: { impersonation: "notImpersonating" } } }),
    ).toBe(true);
  });
});
