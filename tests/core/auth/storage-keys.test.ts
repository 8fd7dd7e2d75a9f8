import { describe, expect, it } from "vitest";
import {
  CONSENT_STORAGE_KEY,
  IMPERSONATING_FLAG_VALUE,
  KEYS_KEPT_ON_SIGN_OUT,
  STORAGE_KEYS,
} from "../../../src/core/auth/index.ts";

describe("storage keys", () => {
  it("names the token pair, the saved originals and the impersonating flag", () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: "access_token",
      refreshToken: "refresh_token",
      originalAccessToken: "original_access_token",
      originalRefreshToken: "original_refresh_token",
      isImpersonating: "is_impersonating",
    });
    expect(IMPERSONATING_FLAG_VALUE).toBe("true");
  });

  it("keeps the session keys distinct from each other and from the consent key", () => {
    const keys = [...Object.values(STORAGE_KEYS), CONSENT_STORAGE_KEY];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("keeps only the cookie-consent choice on sign-out", () => {
    expect(CONSENT_STORAGE_KEY).toBe("gdpr_accept");
    expect(KEYS_KEPT_ON_SIGN_OUT).toEqual(["gdpr_accept"]);
  });
});
