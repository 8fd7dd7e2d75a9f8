import { describe, expect, it } from "vitest";
import {
  PERMISSION_LOG_LIST,
  PermissionLogEntry,
} from "../../../src/core/api/users/permission-log.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const entry = {
  id: "9",
  user: { id: "4", name: "Samuel Stone", email: "support@acme.test" },
  changed_by: { id: "1", name: "Alice Anders", email: "admin@acme.test" },
  added: ["view_billing_module"],
  removed: [],
  date: "2026-11-21T14:05:00.000Z",
};

describe("permission log", () => {
  it("decodes an entry and a page of entries", () => {
    expect(expectValid(PermissionLogEntry, entry)).toEqual(entry);
    const page = {
      count: 1,
      next: "/v2/users/permission-log?offset=1&limit=1",
      previous: null,
      results: [entry],
    };
    expect(expectValid(PERMISSION_LOG_LIST.response, page)).toEqual(page);
  });

  it("names the field that is wrong", () => {
    expectInvalid(
      PermissionLogEntry,
      { ...entry, changed_by: { ...entry.changed_by, id: 1 } },
      "changed_by.id",
    );
    expectInvalid(PermissionLogEntry, { ...entry, date: "now" }, "date");
  });
});

describe("permission log filters", () => {
  it("take user and changed_by ids and a period", () => {
    const query = {
      user: "4",
      changed_by: "1",
      date_from: "2026-11-01",
      date_to: "2026-11-21T23:59:59+01:00",
    };
    expect(expectValid(PERMISSION_LOG_LIST.query, query)).toEqual(query);
    expect(expectValid(PERMISSION_LOG_LIST.query, {})).toEqual({});
  });

  it("refuse what is not an id or a date, under its name", () => {
    expectInvalid(PERMISSION_LOG_LIST.query, { user: "alice" }, "user");
    expectInvalid(PERMISSION_LOG_LIST.query, { changed_by: "-1" }, "changed_by");
    expectInvalid(PERMISSION_LOG_LIST.query, { date_from: "21/11/2026" }, "date_from");
    expectInvalid(PERMISSION_LOG_LIST.query, { date_to: "2026-11-21T14:05" }, "date_to");
  });
});
