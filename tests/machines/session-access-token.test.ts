import { describe, expect, it } from "vitest";
import { accessTokenInUse } from "../../src/machines/session/index.ts";
import { settle } from "./harness/pending-calls.ts";
import { PAIRS, STORED, startSession, USER } from "./harness/session-fixtures.ts";

describe("session access token (the client's bearer)", () => {
  it("is the stored token from boot on, before GET /me answers", async () => {
    const session = await startSession(STORED.staff);
    expect(accessTokenInUse(session.actor.getSnapshot())).toBe(PAIRS.staff.access);
    await session.calls.resolve("fetchUserInfo", USER);
    expect(accessTokenInUse(session.actor.getSnapshot())).toBe(PAIRS.staff.access);
  });

  it("is null when nothing is stored, and the new token once signed in", async () => {
    const session = await startSession(STORED.empty);
    expect(accessTokenInUse(session.actor.getSnapshot())).toBeNull();
    session.actor.send({ type: "SIGN_IN", username: "ada", password: "secret" });
    await session.calls.resolve("signIn", PAIRS.signedIn);
    expect(accessTokenInUse(session.actor.getSnapshot())).toBe(PAIRS.signedIn.access);
  });

  it("is null once an expired stored session is cleared at boot", async () => {
    const session = await startSession(STORED.expired);
    expect(accessTokenInUse(session.actor.getSnapshot())).toBeNull();
  });

  it("is the renewed token once a refresh is stored", async () => {
    const session = await startSession(STORED.dueForRefresh);
    expect(accessTokenInUse(session.actor.getSnapshot())).toBe(STORED.dueForRefresh.access);
    await session.calls.resolve("refreshTokens", PAIRS.refreshed);
    expect(accessTokenInUse(session.actor.getSnapshot())).toBe(PAIRS.refreshed.access);
  });

  it("is the customer's while impersonating and the staff member's again after the exit", async () => {
    const session = await startSession(STORED.impersonating);
    expect(accessTokenInUse(session.actor.getSnapshot())).toBe(PAIRS.customer.access);
    session.actor.send({ type: "EXIT_IMPERSONATION" });
    await session.calls.resolve("exitImpersonation", { detail: "Ended." });
    expect(accessTokenInUse(session.actor.getSnapshot())).toBe(PAIRS.staff.access);
  });

  it("is kept while signing out (the logout call carries it) and null once signed out", async () => {
    const session = await startSession(STORED.staff);
    session.actor.send({ type: "SIGN_OUT" });
    await settle();
    expect(accessTokenInUse(session.actor.getSnapshot())).toBe(PAIRS.staff.access);
    await session.calls.resolve("postLogout", null);
    expect(accessTokenInUse(session.actor.getSnapshot())).toBeNull();
  });
});
