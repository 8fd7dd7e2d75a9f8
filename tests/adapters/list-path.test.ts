import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { listPathOf } from "../../src/adapters/lists/list-resource.ts";
import { SERVICE_CHANGE_LIST } from "../../src/core/api/services/service-changes.ts";
import { WEBHOOK_DELIVERY_LIST, WEBHOOK_LIST } from "../../src/core/api/webhooks/webhooks.ts";

describe("a list's path as the portal reads it", () => {
  it("is the declaration's own for a list of the company's", () => {
    expect(listPathOf(WEBHOOK_LIST)).toBe("/webhooks");
  });

  it("fills a list of one record's with that record, encoded", () => {
    expect(listPathOf(SERVICE_CHANGE_LIST, { id: "SVC-10018" })).toBe(
      "/services/SVC-10018/changes",
    );
    expect(listPathOf(WEBHOOK_DELIVERY_LIST, { id: "7/../1" })).toBe(
      "/webhooks/7%2F..%2F1/deliveries",
    );
  });

  it("refuses to read a record's list without the record", () => {
    expect(() => listPathOf(SERVICE_CHANGE_LIST)).toThrow(
      "/services/{id}/changes: no value for {id}",
    );
  });

  it("fills every parameter a path names", () => {
    const list = { path: "/a/{first}/b/{second}", item: Schema.String };
    expect(listPathOf(list, { first: "1", second: "2" })).toBe("/a/1/b/2");
  });
});
