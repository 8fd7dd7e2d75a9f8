import { describe, expect, it } from "vitest";
import { personName, userName } from "../../../src/core/api/users/user-name.ts";

describe("userName", () => {
  it("is the first and last name, or the one given, else the e-mail address", () => {
    const email = "ada@example.com";
    expect(userName({ firstname: "Ada", lastname: "Lovelace", email })).toBe("Ada Lovelace");
    expect(userName({ firstname: "Ada", lastname: "", email })).toBe("Ada");
    expect(userName({ firstname: "", lastname: "Lovelace", email })).toBe("Lovelace");
    expect(userName({ firstname: "", lastname: "", email })).toBe(email);
  });
});

describe("personName", () => {
  it("is the name, else the e-mail address", () => {
    expect(personName({ name: "Ada Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
    expect(personName({ name: "", email: "ada@example.com" })).toBe("ada@example.com");
  });
});
