import { describe, expect, it } from "vitest";
import { isRefreshDue, readToken, refreshDueAt } from "../../../src/core/auth/index.ts";
import { TOKEN_REFRESH_LEAD_MS } from "../../../src/core/constants.ts";
import { MINUTE_MS, NOW_MS, tokenExpiringAt, tokenWith } from "./test-tokens.ts";

describe("readToken", () => {
  it.each([null, undefined, "", "   "])("calls %j missing", (token) => {
    expect(readToken(token, NOW_MS)).toEqual({ kind: "missing" });
  });

  it("reads a token whose expiry is in the future as valid, with its claims", () => {
    const expiresAtMs = NOW_MS + 60 * MINUTE_MS;
    const reading = readToken(tokenExpiringAt(expiresAtMs, { user_id: "7" }), NOW_MS);
    expect(reading).toEqual({
      kind: "valid",
      expiresAtMs,
      claims: { sub: "42", user_id: "7", exp: expiresAtMs / 1000 },
    });
  });

  it("reads a token whose expiry has passed, or is now, as expired", () => {
    expect(readToken(tokenExpiringAt(NOW_MS - 1000), NOW_MS)).toEqual({
      kind: "expired",
      expiresAtMs: NOW_MS - 1000,
    });
    expect(readToken(tokenExpiringAt(NOW_MS), NOW_MS)).toEqual({
      kind: "expired",
      expiresAtMs: NOW_MS,
    });
  });

  it.each([
    ["not a JWT", "garbage"],
    ["two parts", "aGVhZGVy.eyJleHAiOjF9"],
    ["four parts", `${tokenExpiringAt(NOW_MS + MINUTE_MS)}.extra`],
    ["payload not base64", "aGVhZGVy.%%%.sig"],
    ["payload not JSON", `aGVhZGVy.${Buffer.from("{exp:").toString("base64url")}.sig`],
    ["payload a number", tokenWith(12)],
    ["payload null", tokenWith(null)],
    ["payload an array", tokenWith([1, 2])],
    ["exp missing", tokenWith({ sub: "42" })],
    ["exp a string", tokenWith({ exp: "2000000000" })],
    ["exp too large", tokenWith({ exp: 1e308 })],
  ])("calls a token with %s unreadable", (_case, token) => {
    expect(readToken(token, NOW_MS)).toEqual({ kind: "unreadable" });
  });
});

describe("refresh time", () => {
  it("falls five minutes before expiry", () => {
    expect(refreshDueAt(NOW_MS)).toBe(NOW_MS - 5 * MINUTE_MS);
    expect(refreshDueAt(NOW_MS)).toBe(NOW_MS - TOKEN_REFRESH_LEAD_MS);
  });

  it("is due from the refresh time until expiry", () => {
    const token = tokenExpiringAt(NOW_MS + 10 * MINUTE_MS);
    expect(isRefreshDue(token, NOW_MS)).toBe(false);
    expect(isRefreshDue(token, NOW_MS + 5 * MINUTE_MS - 1)).toBe(false);
    expect(isRefreshDue(token, NOW_MS + 5 * MINUTE_MS)).toBe(true);
    expect(isRefreshDue(token, NOW_MS + 10 * MINUTE_MS - 1)).toBe(true);
  });

  it("is never due for a token that is missing, unreadable or expired", () => {
    expect(isRefreshDue(null, NOW_MS)).toBe(false);
    expect(isRefreshDue("garbage", NOW_MS)).toBe(false);
    expect(isRefreshDue(tokenExpiringAt(NOW_MS - MINUTE_MS), NOW_MS)).toBe(false);
  });
});
