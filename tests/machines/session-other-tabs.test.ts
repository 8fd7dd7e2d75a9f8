import { describe, expect, it } from "vitest";
import type { StoredSession } from "../../src/core/auth/index.ts";
import { isImpersonating, isSignedIn } from "../../src/machines/session/index.ts";
import { settle } from "./harness/pending-calls.ts";
import {
  MINUTE_MS,
  PAIRS,
  START_MS,
  STORED,
  startSession,
  stored,
  token,
  USER,
  writeSession,
} from "./harness/session-fixtures.ts";

type Session = Awaited<ReturnType<typeof startSession>>;

/** Another tab writes storage, then this tab hears of it. */
async function otherTab(session: Session, written: StoredSession) {
  writeSession(session.storage, written);
  session.actor.send({ type: "STORAGE_CHANGED", stored: written });
  await settle();
}

describe("session across tabs", () => {
  it("follows a sign-in made in another tab", async () => {
    const session = await startSession(STORED.empty, { returnPath: "/services" });
    await otherTab(session, STORED.staff);
    expect(isSignedIn(session.actor.getSnapshot())).toBe(true);
    expect(session.effects).toEqual([{ type: "navigate", to: { to: "/services" } }]);
    expect(session.calls.inputsOf("signIn")).toEqual([]);
  });

  it("follows a sign-out made in another tab without writing storage itself", async () => {
    const session = await startSession(STORED.staff);
    await otherTab(session, STORED.empty);
    expect(session.actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(session.effects).toEqual([
      { type: "clearCachedData" },
      { type: "navigate", to: { to: "/sign-in" } },
    ]);
    expect(session.calls.inputsOf("postLogout")).toEqual([]);
  });

  it("follows a refresh made in another tab: its tokens, its schedule, no refresh of its own", async () => {
    const session = await startSession(
      stored({ access: token(START_MS + 60 * MINUTE_MS), refresh: PAIRS.staff.refresh }),
    );
    await session.calls.resolve("fetchUserInfo", USER);
    const rotated = stored({
      access: token(START_MS + 120 * MINUTE_MS),
      refresh: PAIRS.staffRotated.refresh,
    });
    await otherTab(session, rotated);
    expect(session.actor.getSnapshot().context.tokens).toEqual({
      access: rotated.access,
      refresh: rotated.refresh,
    });
    session.clock.increment(115 * MINUTE_MS - 1);
    expect(session.calls.inputsOf("refreshTokens")).toEqual([]);
    session.clock.increment(1);
    expect(session.calls.inputsOf("refreshTokens")).toEqual([{ refresh: rotated.refresh }]);
    expect(session.effects).toEqual([]);
  });

  it("follows an impersonation started in another tab, and its exit", async () => {
    const session = await startSession(STORED.staff);
    await otherTab(session, STORED.impersonating);
    expect(isImpersonating(session.actor.getSnapshot())).toBe(true);
    expect(session.actor.getSnapshot().context.tokens).toEqual(PAIRS.customer);

    await otherTab(session, STORED.staff);
    expect(isImpersonating(session.actor.getSnapshot())).toBe(false);
    expect(session.effects).toEqual([
      { type: "clearCachedData" },
      { type: "navigate", to: { to: "/" } },
      { type: "clearCachedData" },
      { type: "navigate", to: { to: "/" } },
    ]);
  });

  it("ignores a storage change that leaves the session as it is", async () => {
    const session = await startSession(STORED.staff);
    await session.calls.resolve("fetchUserInfo", USER);
    await otherTab(session, STORED.staff);
    expect(session.calls.inputsOf("fetchUserInfo")).toHaveLength(1);
    expect(session.effects).toEqual([]);
  });
});
