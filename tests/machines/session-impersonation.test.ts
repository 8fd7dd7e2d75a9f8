import { describe, expect, it } from "vitest";
import { httpFailure, networkFailure } from "../../src/core/errors/index.ts";
import { isBusy, isImpersonating, userInfo } from "../../src/machines/session/index.ts";
import { settle } from "./harness/pending-calls.ts";
import {
  PAIRS,
  readSession,
  STORED,
  startSession,
  stored,
  USER,
} from "./harness/session-fixtures.ts";

async function staffSignedIn() {
  const session = await startSession(STORED.staff);
  await session.calls.resolve("fetchUserInfo", USER);
  return session;
}

/** The staff member's own pair is in use and stored again, and nothing is impersonated. */
function expectOwnSessionBack(session: Awaited<ReturnType<typeof startSession>>) {
  expect(isImpersonating(session.actor.getSnapshot())).toBe(false);
  expect(readSession(session.storage)).toEqual(STORED.staff);
  expect(session.actor.getSnapshot().context.tokens).toEqual(PAIRS.staff);
}

describe("session impersonation", () => {
  it("keeps the staff tokens as originals, uses the customer's, sets the flag and goes home", async () => {
    const session = await staffSignedIn();
    session.actor.send({ type: "IMPERSONATE", userId: "7" });
    await settle();
    expect(isBusy(session.actor.getSnapshot())).toBe(true);
    expect(session.calls.inputsOf("startImpersonation")).toEqual([{ id: "7" }]);

    await session.calls.resolve("startImpersonation", PAIRS.customer);
    const snapshot = session.actor.getSnapshot();
    expect(isImpersonating(snapshot)).toBe(true);
    expect(readSession(session.storage)).toEqual(
      stored({
        ...PAIRS.customer,
        originalAccess: PAIRS.staff.access,
        originalRefresh: PAIRS.staff.refresh,
        impersonatingFlag: "true",
      }),
    );
    expect(session.effects).toEqual([
      { type: "clearCachedData" },
      { type: "navigate", to: { to: "/" } },
    ]);
    // The customer's info replaces the staff member's.
    expect(userInfo(snapshot)).toBeNull();
    expect(session.calls.inputsOf("fetchUserInfo")).toHaveLength(2);
  });

  it.each([
    [
      "a 400 without non_field_errors",
      httpFailure(400, "", { detail: "x" }),
      "Failed to impersonate user.",
    ],
    [
      "a 400 with non_field_errors",
      httpFailure(400, "", { non_field_errors: ["Staff members cannot be impersonated."] }),
      "Staff members cannot be impersonated.",
    ],
    ["a 403", httpFailure(403), "Forbidden"],
  ])("shows 'Impersonate user' on %s", async (_case, failure, body) => {
    const session = await staffSignedIn();
    session.actor.send({ type: "IMPERSONATE", userId: "7" });
    await session.calls.reject("startImpersonation", failure);
    expect(session.effects).toEqual([
      { type: "notify", toast: { variant: "error", title: "Impersonate user", body } },
    ]);
    expect(isImpersonating(session.actor.getSnapshot())).toBe(false);
    expect(readSession(session.storage)).toEqual(STORED.staff);
  });

  it("does not start an impersonation from inside one", async () => {
    const session = await startSession(STORED.impersonating);
    session.actor.send({ type: "IMPERSONATE", userId: "8" });
    await settle();
    expect(session.calls.inputsOf("startImpersonation")).toEqual([]);
  });

  it.each([
    ["accepts", true],
    ["fails", false],
  ])(
    "restores the originals and goes home when exiting, whether the server %s",
    async (_case, ok) => {
      const session = await startSession(STORED.impersonating);
      session.actor.send({ type: "EXIT_IMPERSONATION" });
      await settle();
      expect(session.calls.inputsOf("exitImpersonation")).toEqual([
        { refresh: PAIRS.customer.refresh },
      ]);

      if (ok) await session.calls.resolve("exitImpersonation", { detail: "Ended." });
      else await session.calls.reject("exitImpersonation", networkFailure());
      expectOwnSessionBack(session);
      expect(session.effects).toEqual([
        { type: "clearCachedData" },
        { type: "navigate", to: { to: "/" } },
      ]);
    },
  );

  it("ignores an exit when not impersonating", async () => {
    const session = await staffSignedIn();
    session.actor.send({ type: "EXIT_IMPERSONATION" });
    await settle();
    expect(session.calls.inputsOf("exitImpersonation")).toEqual([]);
  });

  it("stays with the staff member when the customer's calls come back 401 during and after the exit", async () => {
    const session = await startSession(STORED.impersonating);
    await session.calls.resolve("fetchUserInfo", USER);
    session.actor.send({ type: "EXIT_IMPERSONATION" });
    await settle();
    // The server ended the customer's session; a poll sent with its token answers 401 before
    // the exit's own answer arrives.
    session.actor.send({
      type: "UNAUTHORIZED",
      refusedToken: PAIRS.customer.access,
      returnPath: "/notifications",
    });
    await settle();
    expect(session.actor.getSnapshot().matches({ signedIn: "active" })).toBe(true);

    await session.calls.resolve("exitImpersonation", { detail: "Ended." });
    session.actor.send({ type: "UNAUTHORIZED", refusedToken: PAIRS.customer.access });
    await settle();
    expect(session.calls.inputsOf("postLogout")).toEqual([]);
    expect(readSession(session.storage)).toEqual(STORED.staff);
    expect(session.effects).toEqual([
      { type: "clearCachedData" },
      { type: "navigate", to: { to: "/" } },
    ]);

    // A 401 for the staff member's own token still ends their session.
    session.actor.send({ type: "UNAUTHORIZED", refusedToken: PAIRS.staff.access });
    await settle();
    expect(session.calls.inputsOf("postLogout")).toEqual([
      { refreshTokens: [PAIRS.staff.refresh] },
    ]);
  });

  it("gives the staff member their own session back when a call made as the customer answers 401", async () => {
    // Another tab exited (the server ended the customer's session) and this tab has not heard
    // of it yet: its next call as the customer is refused.
    const session = await startSession(STORED.impersonating);
    await session.calls.resolve("fetchUserInfo", USER);
    session.actor.send({
      type: "UNAUTHORIZED",
      refusedToken: PAIRS.customer.access,
      returnPath: "/notifications",
    });
    await settle();
    expect(session.calls.inputsOf("postLogout")).toEqual([]);
    expect(session.calls.inputsOf("exitImpersonation")).toEqual([]);
    expectOwnSessionBack(session);
    expect(session.effects).toEqual([
      { type: "clearCachedData" },
      { type: "navigate", to: { to: "/" } },
      expect.objectContaining({
        type: "notify",
        toast: expect.objectContaining({ title: "Impersonation ended" }),
      }),
    ]);
  });
});
