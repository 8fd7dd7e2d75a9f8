import { describe, expect, it } from "vitest";
import {
  ExitImpersonationRequest,
  ExitImpersonationResponse,
  IMPERSONATION_CANDIDATE_LIST,
  IMPERSONATION_REFUSALS,
} from "../../../src/core/api/auth/impersonation-session.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

describe("impersonation sessions", () => {
  it("filter candidates by search text and company id", () => {
    expect(
      expectValid(IMPERSONATION_CANDIDATE_LIST.query, { search: "acme", company: "2" }),
    ).toEqual({
      search: "acme",
      company: "2",
    });
    expectInvalid(IMPERSONATION_CANDIDATE_LIST.query, { company: "Acme" }, "company");
    expectInvalid(IMPERSONATION_CANDIDATE_LIST.query, { search: "s".repeat(201) }, "search");
  });

  it("end with the impersonation's refresh token", () => {
    expect(expectValid(ExitImpersonationRequest, { refresh: "r" })).toEqual({ refresh: "r" });
    expectInvalid(ExitImpersonationRequest, { refresh: "" }, "refresh");
    expect(expectValid(ExitImpersonationResponse, { detail: "Ended." })).toEqual({
      detail: "Ended.",
    });
  });

  it("explain every refusal in a sentence", () => {
    for (const reason of Object.values(IMPERSONATION_REFUSALS))
      expect(reason).toMatch(/^[A-Z].*\.$/);
  });
});
