import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideBoot } from "../../../src/core/auth/index.ts";
import { MINUTE_MS, NOW_MS, tokenExpiringAt } from "./test-tokens.ts";

const fresh = tokenExpiringAt(NOW_MS + 60 * MINUTE_MS);
const inRefreshWindow = tokenExpiringAt(NOW_MS + 2 * MINUTE_MS);
const expired = tokenExpiringAt(NOW_MS - MINUTE_MS);
const validRefresh = tokenExpiringAt(NOW_MS + 24 * 60 * MINUTE_MS);

describe("decideBoot", () => {
  it("has nothing to do without any stored token", () => {
    expect(decideBoot({ access: null, refresh: null }, NOW_MS)).toEqual({ kind: "signed-out" });
    expect(decideBoot({ access: "", refresh: undefined }, NOW_MS)).toEqual({ kind: "signed-out" });
  });

  it("keeps a valid session active until the refresh time", () => {
    expect(decideBoot({ access: fresh, refresh: validRefresh }, NOW_MS)).toEqual({
      kind: "active",
      expiresAtMs: NOW_MS + 60 * MINUTE_MS,
      refreshDueAtMs: NOW_MS + 55 * MINUTE_MS,
      claims: { sub: "42", exp: (NOW_MS + 60 * MINUTE_MS) / 1000 },
    });
  });

  it("refreshes at once when past the refresh time with a usable refresh token", () => {
    expect(decideBoot({ access: inRefreshWindow, refresh: validRefresh }, NOW_MS)).toEqual({
      kind: "refresh-now",
      expiresAtMs: NOW_MS + 2 * MINUTE_MS,
    });
  });

  it.each([
    ["missing", null],
    ["unreadable", "garbage"],
    ["expired", expired],
  ])(
    "signs out with a return path when past the refresh time and the refresh token is %s",
    (_c, refresh) => {
      expect(decideBoot({ access: inRefreshWindow, refresh }, NOW_MS)).toEqual({
        kind: "sign-out",
        reason: "no-usable-refresh-token",
        withReturnPath: true,
      });
    },
  );

  it("signs out with a return path when the access token is missing but a refresh token is stored", () => {
    expect(decideBoot({ access: null, refresh: validRefresh }, NOW_MS)).toEqual({
      kind: "sign-out",
      reason: "access-missing",
      withReturnPath: true,
    });
  });

  it("signs out with a return path when the access token is unreadable", () => {
    expect(decideBoot({ access: "garbage", refresh: validRefresh }, NOW_MS)).toEqual({
      kind: "sign-out",
      reason: "access-unreadable",
      withReturnPath: true,
    });
  });

  it("reports an expired access token as expired, whatever the refresh token", () => {
    for (const refresh of [validRefresh, null, "garbage"]) {
      expect(decideBoot({ access: expired, refresh }, NOW_MS)).toEqual({
        kind: "expired",
        expiresAtMs: NOW_MS - MINUTE_MS,
      });
    }
  });

  it("is active exactly before the refresh time and never active once it has passed", () => {
    fc.assert(
      fc.property(fc.integer({ min: -120, max: 120 }), (minutesLeft) => {
        const expiresAtMs = NOW_MS + minutesLeft * MINUTE_MS;
        const decision = decideBoot(
          { access: tokenExpiringAt(expiresAtMs), refresh: validRefresh },
          NOW_MS,
        );
        const expected = minutesLeft > 5 ? "active" : minutesLeft > 0 ? "refresh-now" : "expired";
        expect(decision.kind).toBe(expected);
      }),
    );
  });
});
