import { describe, expect, it } from "vitest";
import {
  type ActivityActor,
  activityActorText,
  activityChangeText,
} from "../../../../src/core/api/account/activity-log.ts";

const alice = { id: "1", name: "Alice Anders", email: "admin@acme.test" };
const staff = { id: "9", name: "", email: "staff@conduit.test" };
const actor = (fields: Partial<ActivityActor>): ActivityActor => ({
  kind: "user",
  user: alice,
  staff: null,
  mode: null,
  api_key: null,
  ...fields,
});

describe("activity log texts", () => {
  it("says what changed: from and to, only after, only before, lists and blanks", () => {
    expect(
      activityChangeText({
        before: { priority: "normal", status: "invited" },
        after: { priority: "low", permissions: ["view_x", "write_x"], reason: null },
      }),
    ).toBe(
      "priority: normal → low; status: invited (before); permissions: view_x, write_x; reason: —",
    );
    expect(activityChangeText({ before: null, after: null })).toBe("—");
    expect(activityChangeText({ before: { tags: [] }, after: { tags: ["a"], on: true } })).toBe(
      "tags: — → a; on: true",
    );
  });

  it("names the actor: a user, a key with its creator, staff with the mode, the server", () => {
    expect(activityActorText(actor({}))).toBe("Alice Anders");
    expect(activityActorText(actor({ kind: "api_key", api_key: { id: "3", name: "Build" } }))).toBe(
      "Build (API key of Alice Anders)",
    );
    expect(activityActorText(actor({ kind: "staff", staff, mode: "read-only" }))).toBe(
      "staff@conduit.test (provider staff, read-only) as Alice Anders",
    );
    expect(activityActorText(actor({ kind: "system", user: null }))).toBe("Conduit");
  });
});
