import { describe, expect, it } from "vitest";
import {
  INVALID_WEBSITE,
  UpdateCompanyLegalRequest,
  UpdateCompanyProfileRequest,
} from "../../../src/core/api/account/company.ts";
import { FeatureRequest } from "../../../src/core/api/content/feature-request.ts";
import { IMPERSONATION_LOG_LIST } from "../../../src/core/api/users/impersonation-log.ts";
import { USER_STATUS_LABELS } from "../../../src/core/api/users/index.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

describe("company details", () => {
  it("trims the legal details and refuses a blank legal name or an unknown country", () => {
    expect(
      expectValid(UpdateCompanyLegalRequest, { legal_name: " Acme Ltd ", country: "GB" }),
    ).toEqual({ legal_name: "Acme Ltd", country: "GB" });
    expectInvalid(UpdateCompanyLegalRequest, { legal_name: "  " }, "legal_name");
    expectInvalid(UpdateCompanyLegalRequest, { legal_name: "Acme", country: "XX" }, "country");
  });

  it("accepts an http(s) website or none, and refuses anything else", () => {
    expectValid(UpdateCompanyProfileRequest, { name: "Acme", website: "https://acme.test" });
    expectValid(UpdateCompanyProfileRequest, { name: "Acme", website: "" });
    expect(
      expectInvalid(UpdateCompanyProfileRequest, { name: "Acme", website: "acme" }, "website"),
    ).toContain(INVALID_WEBSITE);
  });
});

describe("the rest of issue 17's contract", () => {
  it("knows the urgencies of a feature request", () => {
    expectValid(FeatureRequest, { title: "A", description: "B", urgency: "high" });
    expectInvalid(FeatureRequest, { title: "A", description: "B", urgency: "now" }, "urgency");
  });

  it("filters the impersonation log by user id and day", () => {
    expectValid(IMPERSONATION_LOG_LIST.query, { user: "12", date_from: "2026-11-01" });
    expectInvalid(IMPERSONATION_LOG_LIST.query, { user: "abc" }, "user");
  });

  it("names every user status", () => {
    expect(USER_STATUS_LABELS).toEqual({
      active: "Active",
      invited: "Invited",
      inactive: "Deactivated",
    });
  });
});
