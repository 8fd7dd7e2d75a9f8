import { describe, expect, it } from "vitest";
import {
  isEnrolmentRefusal,
  mustEnrolTwoFactor,
  TWO_FACTOR_ENROLMENT_REQUIRED,
} from "../../../src/core/auth/two-factor-enrolment.ts";
import { httpFailure, networkFailure } from "../../../src/core/errors/index.ts";

describe("the two-factor enrolment a company requires", () => {
  it("holds the user at it only when /me says so", () => {
    expect(mustEnrolTwoFactor({ two_factor_enrolment_required: true })).toBe(true);
    expect(mustEnrolTwoFactor({ two_factor_enrolment_required: false })).toBe(false);
    // A backend that does not know the requirement leaves the key out.
    expect(mustEnrolTwoFactor({})).toBe(false);
    expect(mustEnrolTwoFactor(null)).toBe(false);
  });

  it("tells the server's refusal for want of it from a missing permission", () => {
    const refusal = {
      detail: "Set up an authenticator first.",
      code: TWO_FACTOR_ENROLMENT_REQUIRED,
    };
    expect(isEnrolmentRefusal(httpFailure(403, "Forbidden", refusal))).toBe(true);
    expect(isEnrolmentRefusal(httpFailure(403, "Forbidden", { detail: "Forbidden." }))).toBe(false);
    expect(isEnrolmentRefusal(httpFailure(403, "Forbidden", null))).toBe(false);
    expect(isEnrolmentRefusal(httpFailure(403, "Forbidden", "two_factor_enrolment_required"))).toBe(
      false,
    );
    expect(isEnrolmentRefusal(httpFailure(400, "Bad Request", refusal))).toBe(false);
    expect(isEnrolmentRefusal(networkFailure())).toBe(false);
  });
});
