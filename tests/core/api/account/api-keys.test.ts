import { describe, expect, it } from "vitest";
import {
  API_KEY_REFUSALS,
  apiKeyExpiryDays,
  apiKeyExpiryOf,
  apiKeyProblems,
  effectiveKeyPermissions,
  isApiKeyToken,
} from "../../../../src/core/api/account/api-keys.ts";

const NOW = new Date("2028-02-29T12:00:00Z");

describe("what an API key may hold", () => {
  it("is at most its creator's, a view coming with its write side", () => {
    const creator = ["write_billing_module", "view_support_module"];
    expect(
      apiKeyProblems(
        {
          permissions: ["view_billing_module", "view_support_module"],
          expires_at: "2028-06-01T00:00:00Z",
        },
        creator,
        NOW,
      ),
    ).toBeNull();
    expect(
      apiKeyProblems(
        {
          permissions: ["write_support_module", "view_service_module"],
          expires_at: "2028-06-01T00:00:00Z",
        },
        creator,
        NOW,
      ),
    ).toEqual({
      permissions: API_KEY_REFUSALS.beyondCreator(["view_service_module", "write_support_module"]),
    });
  });

  it("expires after now and within a year, a leap day included", () => {
    const refused = (expires_at: string) =>
      apiKeyProblems({ permissions: [], expires_at }, [], NOW)?.expires_at;
    expect(refused("2028-02-29T11:00:00Z")).toBe(API_KEY_REFUSALS.expiryPast);
    expect(refused("2029-03-01T12:00:01Z")).toBe(API_KEY_REFUSALS.expiryTooFar);
    expect(refused(apiKeyExpiryOf(apiKeyExpiryDays(NOW).latest))).toBeUndefined();
    expect(apiKeyExpiryDays(NOW)).toEqual({
      earliest: "2028-03-01",
      initial: "2028-05-29",
      latest: "2029-02-27",
    });
  });

  it("acts with what its creator still holds at the call", () => {
    expect(
      effectiveKeyPermissions(
        ["view_billing_module", "write_admin_module"],
        ["write_billing_module"],
      ),
    ).toEqual(["view_billing_module"]);
    expect(effectiveKeyPermissions(["view_billing_module"], [])).toEqual([]);
    expect(isApiKeyToken("cdk_abc")).toBe(true);
    expect(isApiKeyToken("eyJhbGciOi")).toBe(false);
  });
});
