import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { httpFailure } from "../../src/core/errors/index.ts";
import {
  IMPERSONATION_ENDED_TOAST,
  isImpersonating,
  isSignedIn,
} from "../../src/machines/session/index.ts";
import { settle } from "./harness/pending-calls.ts";
import {
  MINUTE_MS,
  PAIRS,
  readSession,
  START_MS,
  STORED,
  sessionTestBed,
  startSession,
  stored,
  token,
  USER,
} from "./harness/session-fixtures.ts";

const HOUR_MS = 60 * MINUTE_MS;
const refresh = PAIRS.staff.refresh;

describe("session refresh", () => {
  it("refreshes exactly five minutes before the access token expires", async () => {
    const session = await startSession(stored({ access: token(START_MS + HOUR_MS), refresh }));
    session.clock.increment(55 * MINUTE_MS - 1);
    expect(session.calls.inputsOf("refreshTokens")).toEqual([]);

    session.clock.increment(1);
    expect(session.calls.inputsOf("refreshTokens")).toEqual([{ refresh }]);
  });

  it("stores both new tokens and schedules the next refresh from the new expiry", async () => {
    const session = await startSession(stored({ access: token(START_MS + HOUR_MS), refresh }));
    session.clock.increment(55 * MINUTE_MS);
    const renewed = {
      access: token(START_MS + 2 * HOUR_MS),
      refresh: token(START_MS + 48 * HOUR_MS),
    };
    await session.calls.resolve("refreshTokens", renewed);
    expect(readSession(session.storage)).toMatchObject(renewed);
    expect(session.actor.getSnapshot().context.tokens).toEqual(renewed);

    session.clock.increment(HOUR_MS - 1);
    expect(session.calls.inputsOf("refreshTokens")).toHaveLength(1);
    session.clock.increment(1);
    expect(session.calls.inputsOf("refreshTokens")).toEqual([
      { refresh },
      { refresh: renewed.refresh },
    ]);
  });

  it("signs out with a 'Refresh token' notice when the refresh fails", async () => {
    const session = await startSession(stored({ access: token(START_MS + HOUR_MS), refresh }));
    session.clock.increment(55 * MINUTE_MS);
    await session.calls.reject(
      "refreshTokens",
      httpFailure(401, "", { detail: "Token is blacklisted." }),
    );

    expect(session.effects).toContainEqual({
      type: "notify",
      toast: { variant: "error", title: "Refresh token", body: "Token is blacklisted." },
    });
    expect(session.calls.inputsOf("postLogout")).toEqual([{ refreshTokens: [refresh] }]);
    await session.calls.reject("postLogout", httpFailure(401));
    expect(session.actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(readSession(session.storage)).toEqual(STORED.empty);
  });

  it("signs out at the refresh time when there is no refresh token to send", async () => {
    const session = await startSession(stored({ access: token(START_MS + HOUR_MS) }));
    session.clock.increment(55 * MINUTE_MS);
    expect(session.effects[0]).toEqual({
      type: "notify",
      toast: { variant: "error", title: "Refresh token", body: undefined },
    });
    expect(session.actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(session.calls.inputsOf("postLogout")).toEqual([]);
  });

  it("gives staff their own session back when an impersonation can no longer be refreshed", async () => {
    const session = await startSession(
      stored({
        access: token(START_MS + HOUR_MS, "customer"),
        refresh: PAIRS.customer.refresh,
        originalAccess: PAIRS.staff.access,
        originalRefresh: PAIRS.staff.refresh,
        impersonatingFlag: "true",
      }),
    );
    expect(isImpersonating(session.actor.getSnapshot())).toBe(true);
    session.clock.increment(55 * MINUTE_MS);
    await session.calls.reject("refreshTokens", httpFailure(401));

    const snapshot = session.actor.getSnapshot();
    expect(isSignedIn(snapshot)).toBe(true);
    expect(isImpersonating(snapshot)).toBe(false);
    expect(readSession(session.storage)).toEqual(stored(PAIRS.staff));
    expect(session.effects).toEqual([
      { type: "clearCachedData" },
      { type: "navigate", to: { to: "/" } },
      { type: "notify", toast: IMPERSONATION_ENDED_TOAST },
    ]);
    expect(session.calls.inputsOf("postLogout")).toEqual([]);
    expect(session.calls.inputsOf("fetchUserInfo")).toHaveLength(2);
  });
});

describe("a tab shown again after its refresh time", () => {
  /**
   * A hidden or sleeping tab: the time moves on (the session's clock) while its timers do not
   * run (the actor's scheduler, a simulated clock left where it was).
   */
  async function sleepingTab() {
    const bed = sessionTestBed(stored({ access: token(START_MS + HOUR_MS), refresh }));
    let slept = 0;
    const wallClock = { now: () => START_MS + slept };
    const actor = createActor(bed.machine, {
      input: { ...bed.input, clock: wallClock },
      clock: bed.clock,
    }).start();
    await settle();
    return { ...bed, actor, sleep: (ms: number) => (slept += ms) };
  }

  it("refreshes at once when shown past exp - 5 min, its timer not having run", async () => {
    const tab = await sleepingTab();
    tab.sleep(56 * MINUTE_MS);
    expect(tab.calls.inputsOf("refreshTokens")).toEqual([]);
    tab.actor.send({ type: "PAGE_SHOWN" });
    tab.clock.increment(0); // the event loop's next turn
    expect(tab.calls.inputsOf("refreshTokens")).toEqual([{ refresh }]);
  });

  it("does nothing when shown before the refresh time", async () => {
    const tab = await sleepingTab();
    tab.sleep(30 * MINUTE_MS);
    tab.actor.send({ type: "PAGE_SHOWN" });
    tab.clock.increment(0);
    expect(tab.calls.inputsOf("refreshTokens")).toEqual([]);
    expect(isSignedIn(tab.actor.getSnapshot())).toBe(true);
  });
});

describe("a call's 401 for the token in use (TOKEN_REFUSED)", () => {
  it("refreshes at once, and the session goes on with the new pair", async () => {
    const session = await startSession(STORED.staff);
    await session.calls.resolve("fetchUserInfo", USER);
    session.actor.send({ type: "TOKEN_REFUSED", refusedToken: PAIRS.staff.access });
    expect(session.calls.inputsOf("refreshTokens")).toEqual([{ refresh: PAIRS.staff.refresh }]);
    await session.calls.resolve("refreshTokens", PAIRS.refreshed);
    expect(session.actor.getSnapshot().context.tokens).toEqual(PAIRS.refreshed);
    expect(isSignedIn(session.actor.getSnapshot())).toBe(true);
  });

  it("signs out when the refresh is refused too, as the 401 did before: no notice, the page kept", async () => {
    const session = await startSession(STORED.staff);
    await session.calls.resolve("fetchUserInfo", USER);
    session.actor.send({
      type: "TOKEN_REFUSED",
      refusedToken: PAIRS.staff.access,
      returnPath: "/billing",
    });
    await session.calls.reject(
      "refreshTokens",
      httpFailure(401, "", { detail: "Token is blacklisted." }),
    );
    expect(session.calls.inputsOf("postLogout")).toEqual([
      { refreshTokens: [PAIRS.staff.refresh] },
    ]);
    await session.calls.resolve("postLogout", null);
    expect(session.effects.filter((effect) => effect.type === "notify")).toEqual([]);
    expect(session.effects.at(-1)).toEqual({
      type: "navigate",
      to: { to: "/sign-in", returnPath: "/billing" },
    });
    expect(readSession(session.storage)).toEqual(STORED.empty);
  });

  it("does nothing for a token already replaced, nor for a customer's while impersonating", async () => {
    const staff = await startSession(STORED.staff);
    staff.actor.send({ type: "TOKEN_REFUSED", refusedToken: "a-replaced-token" });
    expect(staff.calls.inputsOf("refreshTokens")).toEqual([]);

    const acting = await startSession(STORED.impersonating);
    acting.actor.send({ type: "TOKEN_REFUSED", refusedToken: PAIRS.customer.access });
    expect(acting.calls.inputsOf("refreshTokens")).toEqual([]);
    expect(isImpersonating(acting.actor.getSnapshot())).toBe(true);
  });
});
