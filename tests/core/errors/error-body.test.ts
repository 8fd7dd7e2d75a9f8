import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detailOf, fieldErrors, nonFieldErrorsOf } from "../../../src/core/errors/index.ts";

describe("reading DRF error bodies", () => {
  it("finds detail and non_field_errors only on objects", () => {
    expect(detailOf({ detail: "Not found." })).toBe("Not found.");
    expect(detailOf(["Not found."])).toBeUndefined();
    expect(detailOf("Not found.")).toBeUndefined();
    expect(nonFieldErrorsOf({ non_field_errors: ["A", "B"] })).toEqual(["A", "B"]);
    expect(nonFieldErrorsOf(null)).toEqual([]);
    expect(nonFieldErrorsOf({ non_field_errors: { a: 1 } })).toEqual([]);
  });
});

describe("fieldErrors", () => {
  it("returns the messages per field, leaving out detail and non_field_errors", () => {
    const body = {
      email: ["Enter a valid email address."],
      password: ["Too short.", "Too common."],
      non_field_errors: ["Passwords do not match."],
      detail: "Invalid input.",
    };
    expect(fieldErrors(body)).toEqual({
      email: ["Enter a valid email address."],
      password: ["Too short.", "Too common."],
    });
  });

  it("skips the machine-readable code next to detail, but not a form field called code", () => {
    expect(fieldErrors({ detail: "Captcha required.", code: "captcha_required" })).toEqual({});
    expect(fieldErrors({ code: ["Invalid or expired code."] })).toEqual({
      code: ["Invalid or expired code."],
    });
  });

  it("accepts a lone string for a field", () => {
    expect(fieldErrors({ vlan: "Must be between 2 and 4094." })).toEqual({
      vlan: ["Must be between 2 and 4094."],
    });
  });

  it("flattens nested serializers and lists of them into dotted paths", () => {
    const body = {
      a_end: { vlan: ["Too high."], non_field_errors: ["Port is full."] },
      lines: [{}, { quantity: ["Required."] }],
    };
    expect(fieldErrors(body)).toEqual({
      "a_end.vlan": ["Too high."],
      "a_end.non_field_errors": ["Port is full."],
      "lines.1.quantity": ["Required."],
    });
  });

  it("reads a list serializer's top-level list item by item", () => {
    expect(fieldErrors([{ name: ["Required."] }, "stray", {}])).toEqual({
      "0.name": ["Required."],
    });
  });

  it("leaves out fields without a usable message and bodies that are not objects", () => {
    expect(fieldErrors({ name: [], speed: [100], region: "", ok: null, nested: {} })).toEqual({});
    expect(fieldErrors(null)).toEqual({});
    expect(fieldErrors("Bad Request")).toEqual({});
    expect(fieldErrors(["Something failed."])).toEqual({});
  });

  it("keeps a field named __proto__ as an ordinary field", () => {
    const result = fieldErrors(JSON.parse('{"__proto__": ["Odd but valid."]}'));
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.hasOwn(result, "__proto__")).toBe(true);
  });

  it("stops at absurd nesting instead of recursing forever", () => {
    let deep: unknown = { leaf: ["Deep."] };
    for (let level = 0; level < 100; level += 1) deep = { level: deep };
    expect(fieldErrors(deep)).toEqual({});
    expect(fieldErrors({ a: { b: { c: ["Fine."] } } })).toEqual({ "a.b.c": ["Fine."] });
  });

  it("never throws on arbitrary JSON and returns only non-empty lists of non-blank strings", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        for (const messages of Object.values(fieldErrors(body))) {
          expect(messages.length).toBeGreaterThan(0);
          for (const message of messages) expect(message.trim()).not.toBe("");
        }
      }),
    );
  });
});
