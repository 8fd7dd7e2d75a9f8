import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Statistics } from "../../../src/core/api/account/statistics.ts";
import {
  BANNER_SEVERITIES,
  BannerAlert,
  bannerSeverity,
  CurrentBannerAlert,
} from "../../../src/core/api/content/banner-alert.ts";
import { CHANGELOG_LIST, ChangelogEntry } from "../../../src/core/api/content/changelog.ts";
import { Variable } from "../../../src/core/api/content/variables.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const alert = {
  id: "1",
  message: "Planned maintenance in Frankfurt.",
  severity: "warning",
  url: "/support/maintenances",
  starts_at: "2026-11-20T12:00:00Z",
  ends_at: null,
};

describe("BannerAlert", () => {
  it("decodes the alert in force, or null when there is none", () => {
    expect(expectValid(CurrentBannerAlert, alert)).toEqual(alert);
    expect(expectValid(CurrentBannerAlert, null)).toBeNull();
    const bounded = { ...alert, url: null, ends_at: "2026-11-28T12:00:00Z" };
    expect(expectValid(BannerAlert, bounded)).toEqual(bounded);
  });

  it("names the field that is wrong", () => {
    expectInvalid(BannerAlert, { ...alert, starts_at: "soon" }, "starts_at");
    expectInvalid(BannerAlert, { ...alert, message: "" }, "message");
    expectInvalid(BannerAlert, { ...alert, ends_at: undefined }, "ends_at");
  });

  it("styles known severities as themselves and anything else as info", () => {
    expect(BANNER_SEVERITIES.map(bannerSeverity)).toEqual(["info", "warning", "critical"]);
    fc.assert(
      fc.property(fc.string(), (severity) => {
        const known = (BANNER_SEVERITIES as ReadonlyArray<string>).includes(severity);
        expect(bannerSeverity(severity)).toBe(known ? severity : "info");
      }),
    );
  });
});

describe("ChangelogEntry", () => {
  const entry = {
    id: "3",
    version: "2026.11",
    title: "Read-only impersonation",
    body: "Staff can look without touching.",
    published_at: "2026-11-18T09:00:00Z",
  };

  it("decodes an entry and a page of them", () => {
    expect(expectValid(ChangelogEntry, entry)).toEqual(entry);
    const page = { count: 1, next: null, previous: null, results: [entry] };
    expect(expectValid(CHANGELOG_LIST.response, page)).toEqual(page);
  });

  it("names the field that is wrong", () => {
    expectInvalid(ChangelogEntry, { ...entry, version: "" }, "version");
    expectInvalid(ChangelogEntry, { ...entry, published_at: 0 }, "published_at");
  });
});

describe("Variable", () => {
  it("carries any JSON value", () => {
    for (const value of ["+44 20 7946 0000", 99.99, true, null, ["a"], { hours: "24/7" }]) {
      expect(expectValid(Variable, { name: "v", value })).toEqual({ name: "v", value });
    }
  });

  it("needs a name and a value", () => {
    expectInvalid(Variable, { name: "", value: 1 }, "name");
    expectInvalid(Variable, { name: "v" }, "value");
  });
});

describe("Statistics", () => {
  it("decodes the counts with or without the people group", () => {
    const mine = { notifications: { total: 7, unread: 4 } };
    expect(expectValid(Statistics, mine)).toEqual(mine);
    const admin = { ...mine, users: { active: 6, invited: 1, inactive: 1 } };
    expect(expectValid(Statistics, admin)).toEqual(admin);
  });

  it("keeps only whole, non-negative counts", () => {
    expectInvalid(Statistics, { notifications: { total: 1.5, unread: 0 } }, "notifications.total");
    const negative = { notifications: { total: 1, unread: 0 }, users: { active: -1 } };
    expectInvalid(Statistics, negative, "users.active");
  });
});
