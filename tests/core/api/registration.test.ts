import { describe, expect, it } from "vitest";
import { CompanySignUpRequest, SignUpReceived } from "../../../src/core/api/auth/registration.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const request = {
  company_name: "Initech",
  firstname: "Peter",
  lastname: "Gibbons",
  email: "peter@initech.test",
};

describe("POST /register", () => {
  it("takes a company, a contact person and optional details", () => {
    expect(expectValid(CompanySignUpRequest, request)).toEqual(request);
    const full = {
      ...request,
      phone: "+1 512 555 0100",
      country: "US",
      message: "Two ports, please.",
    };
    expect(expectValid(CompanySignUpRequest, full)).toEqual(full);
  });

  it("names every field that is wrong", () => {
    const error = expectInvalid(
      CompanySignUpRequest,
      {
        company_name: "",
        firstname: "P",
        lastname: "G",
        email: "peter",
        country: "us",
        message: "m".repeat(2001),
      },
      "company_name",
    );
    for (const field of ["email", "country", "message"]) expect(error).toContain(field);
    expectInvalid(
      CompanySignUpRequest,
      { ...request, company_name: "c".repeat(201) },
      "company_name",
    );
  });

  it("answers a message", () => {
    expect(expectValid(SignUpReceived, { detail: "Thank you." })).toEqual({ detail: "Thank you." });
    expectInvalid(SignUpReceived, { detail: "" }, "detail");
  });
});
