import { describe, expect, it } from "vitest";
import {
  ImpersonateRequest,
  ImpersonationCandidate,
} from "../../../src/core/api/auth/impersonation.ts";
import { IMPERSONATION_CANDIDATE_LIST } from "../../../src/core/api/auth/impersonation-session.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const candidate = {
  id: "7",
  firstname: "Grace",
  lastname: "Hopper",
  email: "grace@customer.example",
  company_name: "Compilers Inc",
};

describe("impersonation", () => {
  it("takes the id of the user to act as", () => {
    expect(expectValid(ImpersonateRequest, { id: "7" })).toEqual({ id: "7" });
    expectInvalid(ImpersonateRequest, { id: 7 }, "id");
    expectInvalid(ImpersonateRequest, {}, "id");
  });

  it("decodes a candidate and a page of candidates", () => {
    expect(expectValid(ImpersonationCandidate, candidate)).toEqual(candidate);
    const page = { count: 1, next: null, previous: null, results: [candidate] };
    expect(expectValid(IMPERSONATION_CANDIDATE_LIST.response, page)).toEqual(page);
  });

  it("names the field that is wrong", () => {
    expectInvalid(ImpersonationCandidate, { ...candidate, email: "" }, "email");
    const page = { count: 1, next: null, previous: null, results: [{ ...candidate, id: null }] };
    expectInvalid(IMPERSONATION_CANDIDATE_LIST.response, page, "results[0].id");
  });
});
