import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MarkReadRequest,
  MarkReadResponse,
  NOTIFICATION_MODULES,
  Notification,
  notificationIcon,
  unreadCount,
} from "../../../src/core/api/notifications/notification.ts";
import { NOTIFICATION_LIST } from "../../../src/core/api/notifications/notification-filters.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const notification = {
  id: "n-1",
  message: "Port LON-1 is now active.",
  url: "/services/17",
  is_read: false,
  date_created: "2026-11-21T14:05:00Z",
  related_module: "service_port",
  total_unread: 4,
};

describe("Notification", () => {
  it("decodes a notification, with or without a link and module", () => {
    expect(expectValid(Notification, notification)).toEqual(notification);
    const bare = { ...notification, url: null, related_module: null };
    expect(expectValid(Notification, bare)).toEqual(bare);
  });

  it("keeps a module it has no icon for", () => {
    const other = { ...notification, related_module: "billing" };
    expect(expectValid(Notification, other).related_module).toBe("billing");
  });

  it("names the field that is wrong", () => {
    expectInvalid(Notification, { ...notification, is_read: "no" }, "is_read");
    expectInvalid(Notification, { ...notification, date_created: "today" }, "date_created");
    expectInvalid(Notification, { ...notification, total_unread: -1 }, "total_unread");
    expectInvalid(Notification, { ...notification, url: undefined }, "url");
  });

  it("decodes the paged list and reads the unread count from its first result", () => {
    const page = { count: 2, next: null, previous: null, results: [notification, notification] };
    expect(unreadCount(expectValid(NOTIFICATION_LIST.response, page))).toBe(4);
    expect(unreadCount({ results: [] })).toBe(0);
  });
});

describe("notificationIcon", () => {
  it("gives each service module its own icon", () => {
    expect(NOTIFICATION_MODULES.map(notificationIcon)).toEqual([
      "service",
      "port",
      "cloud-connect",
      "evpl",
    ]);
  });

  it("falls back to the general icon for anything else", () => {
    expect(notificationIcon(null)).toBe("general");
    expect(notificationIcon(undefined)).toBe("general");
    expect(notificationIcon("toString")).toBe("general");
    fc.assert(
      fc.property(fc.string(), (module) => {
        const known = (NOTIFICATION_MODULES as ReadonlyArray<string>).includes(module);
        expect(notificationIcon(module) === "general").toBe(!known);
      }),
    );
  });
});

describe("MarkReadRequest", () => {
  it("takes a list of ids or all", () => {
    expect(expectValid(MarkReadRequest, { ids: ["n-1", "n-2"] })).toEqual({ ids: ["n-1", "n-2"] });
    expect(expectValid(MarkReadRequest, { ids: "all" })).toEqual({ ids: "all" });
  });

  it("refuses an empty list, other words, and non-string ids", () => {
    expectInvalid(MarkReadRequest, { ids: [] }, "ids");
    expectInvalid(MarkReadRequest, { ids: "none" }, "ids");
    expectInvalid(MarkReadRequest, { ids: [1] }, "ids[0]");
  });

  it("decodes the unread count answered", () => {
    expect(expectValid(MarkReadResponse, { total_unread: 0 })).toEqual({ total_unread: 0 });
    expectInvalid(MarkReadResponse, { total_unread: "0" }, "total_unread");
  });
});
