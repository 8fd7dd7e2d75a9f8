import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BLANK_FIELD,
  EmailField,
  givenOrNull,
  INVALID_COUNTRY,
  INVALID_EMAIL,
  INVALID_PHONE,
  OptionalCountry,
  OptionalPhone,
  OptionalText,
  RequiredText,
} from "../../../src/core/api/users/contact-fields.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const Form = Schema.Struct({
  name: RequiredText(5),
  note: OptionalText(5),
  email: EmailField,
  phone: OptionalPhone,
  country: OptionalCountry,
});
const valid = { name: "Ada", email: "ada@example.test" };

describe("contact fields", () => {
  it("trims texts and takes absent, null or empty optional fields", () => {
    expect(expectValid(Form, { ...valid, name: "  Ada ", note: " hi " })).toEqual({
      ...valid,
      note: "hi",
    });
    expect(expectValid(Form, valid)).toEqual(valid);
    const blanks = { ...valid, note: null, phone: "", country: "" };
    expect(expectValid(Form, blanks)).toEqual(blanks);
  });

  it("refuses blank and overlong texts", () => {
    expect(expectInvalid(Form, { ...valid, name: "   " }, "name")).toContain(BLANK_FIELD);
    expect(expectInvalid(Form, { ...valid, name: "abcdef" }, "name")).toContain("no more than 5");
    expectInvalid(Form, { ...valid, note: "abcdef" }, "note");
  });

  it("takes email addresses by shape", () => {
    for (const email of ["a@b.co", " Ada.Lovelace+portal@sub.example.test "]) {
      expectValid(Form, { ...valid, email });
    }
    for (const email of [
      "",
      "ada",
      "ada@",
      "@example.test",
      "ada@example",
      "a b@example.test",
      "ada@@x.test",
      "ada@x..test",
    ]) {
      expect(expectInvalid(Form, { ...valid, email }, "email"), email).toContain(INVALID_EMAIL);
    }
    expectInvalid(Form, { ...valid, email: `${"a".repeat(250)}@example.test` }, "email");
  });

  it("takes phone numbers in international or local notation", () => {
    for (const phone of ["+44 20 7946 0101", "(555) 010-0100", "0123.456"]) {
      expectValid(Form, { ...valid, phone });
    }
    for (const phone of ["call me", "+", "12", "+44 20 7946 0101 ext 9", "1".repeat(33)]) {
      expectInvalid(Form, { ...valid, phone }, "phone");
    }
    expect(expectInvalid(Form, { ...valid, phone: "abc1" }, "phone")).toContain(INVALID_PHONE);
  });

  it("takes ISO 3166 country codes in upper case", () => {
    expectValid(Form, { ...valid, country: "GB" });
    expectValid(Form, { ...valid, country: " SG " });
    for (const country of ["gb", "XX", "Narnia", "G"]) {
      expect(expectInvalid(Form, { ...valid, country }, "country"), country).toContain(
        INVALID_COUNTRY,
      );
    }
  });

  it("accepts generated addresses, and whatever it accepts has one @ and no spaces", () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: "small" }), (email) => {
        expect(Schema.decodeUnknownOption(EmailField)(email)._tag).toBe("Some");
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.emailAddress().map((email) => ` ${email}\t`),
        ),
        (text) => {
          const result = Schema.decodeUnknownOption(EmailField)(text);
          if (result._tag === "Some") {
            expect(result.value.split("@")).toHaveLength(2);
            expect(result.value).not.toMatch(/\s/);
          }
        },
      ),
    );
  });

  it("maps 'not given' to null", () => {
    expect(givenOrNull(undefined)).toBeNull();
    expect(givenOrNull(null)).toBeNull();
    expect(givenOrNull("")).toBeNull();
    expect(givenOrNull("x")).toBe("x");
  });
});
