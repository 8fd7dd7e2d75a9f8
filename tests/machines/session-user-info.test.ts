import { describe, expect, it } from "vitest";
import { abortedFailure, httpFailure, networkFailure } from "../../src/core/errors/index.ts";
import { USER_INFO_RETRY_DELAY_MS, userInfo } from "../../src/machines/session/index.ts";
import { settle } from "./harness/pending-calls.ts";
import { STORED, startSession, USER } from "./harness/session-fixtures.ts";

describe("session user info", () => {
  it("goes to the error page when GET /me answers 500", async () => {
    const session = await startSession(STORED.staff);
    await session.calls.reject("fetchUserInfo", httpFailure(500));
    expect(session.effects).toEqual([{ type: "navigate", to: { to: "/error" } }]);
    session.clock.increment(60_000);
    expect(session.calls.inputsOf("fetchUserInfo")).toHaveLength(1);
  });

  it.each([
    ["a network failure", networkFailure()],
    ["a timeout", { kind: "timeout", timeoutMs: 10_000 }],
    ["a 404", httpFailure(404)],
  ])("fetches again after a pause on %s", async (_case, failure) => {
    const session = await startSession(STORED.staff);
    await session.calls.reject("fetchUserInfo", failure);
    session.clock.increment(USER_INFO_RETRY_DELAY_MS - 1);
    expect(session.calls.inputsOf("fetchUserInfo")).toHaveLength(1);
    session.clock.increment(1);
    expect(session.calls.inputsOf("fetchUserInfo")).toHaveLength(2);
    await session.calls.resolve("fetchUserInfo", USER);
    expect(userInfo(session.actor.getSnapshot())).toEqual(USER);
    expect(session.effects).toEqual([]);
  });

  it("neither retries nor navigates after an aborted load, until asked to load again", async () => {
    const session = await startSession(STORED.staff);
    await session.calls.reject("fetchUserInfo", abortedFailure());
    session.clock.increment(60_000);
    expect(session.calls.inputsOf("fetchUserInfo")).toHaveLength(1);
    session.actor.send({ type: "RELOAD_USER_INFO" });
    expect(session.calls.inputsOf("fetchUserInfo")).toHaveLength(2);
  });

  it("takes the answer of PUT /me as the new user info", async () => {
    const session = await startSession(STORED.staff);
    await session.calls.resolve("fetchUserInfo", USER);
    const updated = { ...USER, default_currency: { id: "3" } };
    session.actor.send({ type: "USER_INFO_UPDATED", userInfo: updated });
    await settle();
    expect(userInfo(session.actor.getSnapshot())).toEqual(updated);
  });
});
