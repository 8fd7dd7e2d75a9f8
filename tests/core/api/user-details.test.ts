import { describe, expect, it } from "vitest";
import { decode } from "../../../src/core/api/decode.ts";
import {
  storableText,
  UserDetailsRequest,
  userDetailChanges,
  userDetailChangeText,
} from "../../../src/core/api/users/user-details.ts";

describe("correcting a user's details", () => {
  it("trims the names, keeps a blank phone as not given, and drops every other key", () => {
    const result = decode(UserDetailsRequest, {
      firstname: " Ada ",
      lastname: "Lovelace",
      phone: "",
      email: "other@acme.test",
    });
    expect(result).toEqual({
      ok: true,
      value: { firstname: "Ada", lastname: "Lovelace", phone: "" },
    });
  });

  it("refuses a blank name, a name too long and a phone that is not a number, field by field", () => {
    const result = decode(UserDetailsRequest, {
      firstname: "  ",
      lastname: "x".repeat(151),
      phone: "ring me",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["firstname", "This field may not be blank."],
      ["lastname", "Ensure this field has no more than 150 characters."],
      ["phone", "Enter a valid phone number."],
    ]);
  });

  it("lists what changed, from what to what, and nothing when nothing did", () => {
    const before = { firstname: "Nadia", lastname: "Novak", phone: null };
    expect(userDetailChanges(before, { ...before })).toEqual([]);
    const changes = userDetailChanges(before, {
      firstname: "Nadia",
      lastname: "Novak-Reyes",
      phone: "+44 20 7946 0199",
    });
    expect(changes).toEqual([
      { field: "lastname", from: "Novak", to: "Novak-Reyes" },
      { field: "phone", from: null, to: "+44 20 7946 0199" },
    ]);
    expect(changes.map(userDetailChangeText)).toEqual([
      "Last name: Novak → Novak-Reyes",
      "Phone: (none) → +44 20 7946 0199",
    ]);
  });

  it("keeps text storable: an unpaired surrogate becomes U+FFFD, pairs stay", () => {
    expect(storableText("Ad\ud800a")).toBe("Ad\ufffda");
    expect(storableText("\udc00")).toBe("\ufffd");
    expect(storableText("Zoë 🚀")).toBe("Zoë 🚀");
  });
});
