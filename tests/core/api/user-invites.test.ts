import { describe, expect, it } from "vitest";
import {
  DuplicateCheckRequest,
  DuplicateCheckResponse,
  INVITE_LIFETIME_DAYS,
  InviteUserRequest,
  PENDING_USER_LIST,
  PendingUser,
} from "../../../src/core/api/users/user-invites.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const invite = {
  email: "ada@acme.test",
  firstname: "Ada",
  lastname: "Lovelace",
  permissions: ["view_billing_module"],
};

const pending = {
  id: "13",
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@acme.test",
  phone: null,
  job_title: null,
  permissions: [],
  invited_at: "2026-11-21T14:05:00.000Z",
  invited_by: { id: "1", name: "Alice Anders", email: "admin@acme.test" },
  invite_expires_at: "2026-11-28T14:05:00.000Z",
};

describe("POST /register/user", () => {
  it("takes the colleague's name, address, optional details and permissions", () => {
    expect(expectValid(InviteUserRequest, invite)).toEqual(invite);
    const full = {
      ...invite,
      email: " ada@acme.test ",
      job_title: "Analyst",
      phone: "+44 20 7946 0999",
    };
    expect(expectValid(InviteUserRequest, full)).toEqual({ ...full, email: "ada@acme.test" });
    expect(expectValid(InviteUserRequest, { ...invite, job_title: null, phone: "" }).phone).toBe(
      "",
    );
  });

  it("refuses a bad address, blank names and unassignable permissions", () => {
    expectInvalid(InviteUserRequest, { ...invite, email: "ada" }, "email");
    expectInvalid(InviteUserRequest, { ...invite, firstname: " " }, "firstname");
    expectInvalid(
      InviteUserRequest,
      { ...invite, permissions: ["can_impersonate_module"] },
      "permissions",
    );
    expectInvalid(InviteUserRequest, { ...invite, permissions: undefined }, "permissions");
    expectInvalid(InviteUserRequest, { ...invite, job_title: "x".repeat(101) }, "job_title");
  });

  it("invites last a week", () => {
    expect(INVITE_LIFETIME_DAYS).toBe(7);
  });
});

describe("pending users", () => {
  it("decode with their inviter and expiry, each possibly unknown", () => {
    expect(expectValid(PendingUser, pending)).toEqual(pending);
    const expired = { ...pending, invited_by: null, invite_expires_at: null };
    expect(expectValid(PendingUser, expired)).toEqual(expired);
    const page = { count: 1, next: null, previous: null, results: [pending] };
    expect(expectValid(PENDING_USER_LIST.response, page)).toEqual(page);
    expectInvalid(PendingUser, { ...pending, invited_at: null }, "invited_at");
  });

  it("are searched by name or address", () => {
    expect(expectValid(PENDING_USER_LIST.query, { search: "ada" })).toEqual({ search: "ada" });
    expectInvalid(PENDING_USER_LIST.query, { search: 1 }, "search");
  });
});

describe("POST /register/user/check-duplicate", () => {
  it("takes an address and answers only yes or no", () => {
    expect(expectValid(DuplicateCheckRequest, { email: "ada@acme.test" })).toEqual({
      email: "ada@acme.test",
    });
    expectInvalid(DuplicateCheckRequest, { email: "ada@" }, "email");
    expect(expectValid(DuplicateCheckResponse, { exists: false })).toEqual({ exists: false });
    expectInvalid(DuplicateCheckResponse, { exists: "no" }, "exists");
  });
});
