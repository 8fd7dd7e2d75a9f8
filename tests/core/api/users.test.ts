import { describe, expect, it } from "vitest";
import { IdFilter } from "../../../src/core/api/list-query.ts";
import {
  CompanyUser,
  PersonRef,
  USER_LIST,
  USER_ORDERINGS,
  USER_STATUSES,
} from "../../../src/core/api/users/users.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const user = {
  id: "12",
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@acme.test",
  phone: null,
  job_title: "Analyst",
  status: "invited",
  permissions: ["view_billing_module", "custom_flag"],
  last_login: null,
  date_joined: "2026-11-21T14:05:00.000Z",
};

describe("company users", () => {
  it("decodes a user and a page of users", () => {
    expect(expectValid(CompanyUser, user)).toEqual(user);
    const page = { count: 1, next: null, previous: null, results: [user] };
    expect(expectValid(USER_LIST.response, page)).toEqual(page);
    expect(
      expectValid(CompanyUser, { ...user, last_login: "2026-11-21T15:00:00Z" }).last_login,
    ).toBe("2026-11-21T15:00:00Z");
  });

  it("names the field that is wrong", () => {
    expectInvalid(CompanyUser, { ...user, status: "deleted" }, "status");
    expectInvalid(CompanyUser, { ...user, last_login: "yesterday" }, "last_login");
    expectInvalid(CompanyUser, { ...user, id: 12 }, "id");
    expectInvalid(CompanyUser, { ...user, email: "" }, "email");
  });

  it("knows the three statuses", () => {
    expect(USER_STATUSES).toEqual(["active", "inactive", "invited"]);
  });

  it("names a person in another record by id, name and email", () => {
    const ref = { id: "3", name: "Ada Lovelace", email: "ada@acme.test" };
    expect(expectValid(PersonRef, ref)).toEqual(ref);
    expectInvalid(PersonRef, { ...ref, email: "" }, "email");
  });
});

describe("GET /users filters", () => {
  it("takes every documented filter and ordering", () => {
    expect(expectValid(USER_LIST.query, {})).toEqual({});
    for (const ordering of USER_ORDERINGS) expectValid(USER_LIST.query, { ordering });
    const query = {
      search: "ada",
      status: "active",
      permission: "view_admin_module",
      ordering: "-name",
    };
    expect(expectValid(USER_LIST.query, query)).toEqual(query);
  });

  it("refuses unknown values under their name, and drops unknown keys", () => {
    expectInvalid(USER_LIST.query, { status: "gone" }, "status");
    expectInvalid(USER_LIST.query, { permission: "root" }, "permission");
    expectInvalid(USER_LIST.query, { ordering: "password" }, "ordering");
    expectInvalid(USER_LIST.query, { search: "x".repeat(201) }, "search");
    expectInvalid(USER_LIST.query, { status: ["active", "invited"] }, "status");
    expect(expectValid(USER_LIST.query, { offset: "20", limit: "10" })).toEqual({});
  });

  it("takes ids as digits only", () => {
    expectValid(IdFilter, "2147483647");
    for (const id of ["", "abc", "-1", "1.5", "12345678901"]) {
      expect(expectInvalid(IdFilter, id, "")).toContain("A valid integer is required.");
    }
  });
});
