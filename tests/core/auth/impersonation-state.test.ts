import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isImpersonationActive,
  STORAGE_KEYS,
  type StoredSession,
  storedSessionFrom,
} from "../../../src/core/auth/index.ts";

const FULL: StoredSession = {
  access: "customer-access",
  refresh: "customer-refresh",
  originalAccess: "staff-access",
  originalRefresh: "staff-refresh",
  impersonatingFlag: "true",
};
const FIELDS = Object.keys(FULL) as Array<keyof StoredSession>;

describe("isImpersonationActive", () => {
  it("is active when all four tokens and the flag are stored", () => {
    expect(isImpersonationActive(FULL)).toBe(true);
  });

  it("is inactive for an ordinary session", () => {
    expect(
      isImpersonationActive({
        access: "a",
        refresh: "r",
        originalAccess: null,
        originalRefresh: null,
        impersonatingFlag: null,
      }),
    ).toBe(false);
  });

  it("needs the flag to be exactly 'true'", () => {
    for (const flag of ["false", "TRUE", "1", "", " true"]) {
      expect(isImpersonationActive({ ...FULL, impersonatingFlag: flag })).toBe(false);
    }
  });

  it("is inactive as soon as any one of the five is removed or blank", () => {
    const removal = fc.constantFrom(null, undefined, "", "  ");
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), removal, (field, value) => {
        expect(isImpersonationActive({ ...FULL, [field]: value })).toBe(false);
      }),
    );
  });

  it("is active for any non-blank tokens with the flag set", () => {
    const token = fc.string({ minLength: 1 }).filter((text) => text.trim() !== "");
    fc.assert(
      fc.property(
        token,
        token,
        token,
        token,
        (access, refresh, originalAccess, originalRefresh) => {
          expect(
            isImpersonationActive({
              access,
              refresh,
              originalAccess,
              originalRefresh,
              impersonatingFlag: "true",
            }),
          ).toBe(true);
        },
      ),
    );
  });
});

describe("storedSessionFrom", () => {
  it("reads the five session keys from storage", () => {
    const storage = new Map<string, string>([
      [STORAGE_KEYS.accessToken, "customer-access"],
      [STORAGE_KEYS.refreshToken, "customer-refresh"],
      [STORAGE_KEYS.originalAccessToken, "staff-access"],
      [STORAGE_KEYS.originalRefreshToken, "staff-refresh"],
      [STORAGE_KEYS.isImpersonating, "true"],
    ]);
    const stored = storedSessionFrom((key) => storage.get(key) ?? null);
    expect(stored).toEqual(FULL);
    expect(isImpersonationActive(stored)).toBe(true);
  });

  it("reports absent keys as null", () => {
    expect(storedSessionFrom(() => null)).toEqual({
      access: null,
      refresh: null,
      originalAccess: null,
      originalRefresh: null,
      impersonatingFlag: null,
    });
  });
});
