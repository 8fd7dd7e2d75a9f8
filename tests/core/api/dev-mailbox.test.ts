import { describe, expect, it } from "vitest";
import { DevMailboxMessage, DevMailboxQuery } from "../../../src/core/api/auth/dev-mailbox.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

describe("the development mailbox contract", () => {
  it("needs an address in the query", () => {
    expect(expectValid(DevMailboxQuery, { email: "ada@example.com" })).toEqual({
      email: "ada@example.com",
    });
    expectInvalid(DevMailboxQuery, {}, "email");
    expectInvalid(DevMailboxQuery, { email: "" }, "email");
  });

  it("describes a mail, with or without a code", () => {
    const mail = {
      kind: "one-time-code",
      subject: "Your sign-in code",
      body: "Your sign-in code is 123456.",
      secret: "123456",
      created_at: "2026-11-21T14:05:00.000Z",
    };
    expect(expectValid(DevMailboxMessage, mail)).toEqual(mail);
    expect(expectValid(DevMailboxMessage, { ...mail, secret: null }).secret).toBeNull();
    expectInvalid(DevMailboxMessage, { ...mail, created_at: "yesterday" }, "created_at");
    expectInvalid(DevMailboxMessage, { ...mail, kind: "" }, "kind");
  });
});
