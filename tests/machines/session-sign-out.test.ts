import { describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY } from "../../src/core/constants.ts";
import { networkFailure } from "../../src/core/errors/index.ts";
import { isBusy, isSignedIn } from "../../src/machines/session/index.ts";
import { settle } from "./harness/pending-calls.ts";
import { PAIRS, readSession, STORED, startSession, stored } from "./harness/session-fixtures.ts";

describe("session sign-out", () => {
  it.each([
    ["succeeds", true],
    ["fails", false],
  ])(
    "posts the refresh token, then clears everything but the consent choice when the call %s",
    async (_case, succeeds) => {
      const session = await startSession(STORED.staff);
      session.actor.send({ type: "SIGN_OUT" });
      await settle();
      expect(isBusy(session.actor.getSnapshot())).toBe(true);
      expect(session.calls.inputsOf("postLogout")).toEqual([
        { refreshTokens: [PAIRS.staff.refresh] },
      ]);
      expect(readSession(session.storage)).toEqual(STORED.staff);

      if (succeeds) await session.calls.resolve("postLogout", null);
      else await session.calls.reject("postLogout", networkFailure());
      expect(session.actor.getSnapshot().matches({ signedOut: "enteringCredentials" })).toBe(true);
      expect(readSession(session.storage)).toEqual(STORED.empty);
      expect(session.storage.get(CONSENT_STORAGE_KEY)).toBe("true");
      expect(session.effects).toEqual([
        { type: "clearSession" },
        { type: "navigate", to: { to: "/sign-in" } },
      ]);
    },
  );

  it("goes straight to sign-in without a refresh token", async () => {
    const session = await startSession(stored({ access: PAIRS.staff.access }));
    session.actor.send({ type: "SIGN_OUT" });
    await settle();
    expect(session.calls.inputsOf("postLogout")).toEqual([]);
    expect(session.actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(session.effects).toContainEqual({ type: "clearSession" });
  });

  it("revokes the staff member's own session too when signing out while impersonating", async () => {
    const session = await startSession(STORED.impersonating);
    session.actor.send({ type: "SIGN_OUT" });
    await settle();
    expect(session.calls.inputsOf("postLogout")).toEqual([
      { refreshTokens: [PAIRS.customer.refresh, PAIRS.staff.refresh] },
    ]);
  });

  it("signs out on a 401 and keeps the page to come back to", async () => {
    const session = await startSession(STORED.staff);
    const refused = PAIRS.staff.access;
    session.actor.send({ type: "UNAUTHORIZED", refusedToken: refused, returnPath: "/billing" });
    await settle();
    session.actor.send({ type: "UNAUTHORIZED", refusedToken: refused, returnPath: "/elsewhere" });
    await settle();
    expect(session.calls.inputsOf("postLogout")).toHaveLength(1);

    await session.calls.resolve("postLogout", null);
    expect(session.effects.at(-1)).toEqual({
      type: "navigate",
      to: { to: "/sign-in", returnPath: "/billing" },
    });
    expect(isSignedIn(session.actor.getSnapshot())).toBe(false);
  });

  it("stays signed in on a 401 for a token the session no longer uses", async () => {
    // Sent before another tab's refresh: the server revoked that pair on purpose.
    const session = await startSession(STORED.staffRotated);
    session.actor.send({
      type: "UNAUTHORIZED",
      refusedToken: PAIRS.staff.access,
      returnPath: "/billing",
    });
    await settle();
    expect(session.calls.inputsOf("postLogout")).toEqual([]);
    expect(isSignedIn(session.actor.getSnapshot())).toBe(true);
    expect(readSession(session.storage)).toEqual(STORED.staffRotated);
  });

  it("sends a signed-out visitor of the sign-out page to sign-in", async () => {
    const session = await startSession(STORED.empty);
    session.actor.send({ type: "SIGN_OUT" });
    await settle();
    expect(session.effects.at(-1)).toEqual({ type: "navigate", to: { to: "/sign-in" } });
  });
});
