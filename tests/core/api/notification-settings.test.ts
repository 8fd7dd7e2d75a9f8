import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_TOPICS,
  NotificationSettings,
  UpdateNotificationSettingsRequest,
} from "../../../src/core/api/notifications/notification-settings.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const all = NOTIFICATION_TOPICS.map((topic) => ({ topic, email: true, portal: false }));

describe("NotificationSettings", () => {
  it("decodes the list, keeping topics the portal does not know yet", () => {
    const answer = { settings: [...all, { topic: "radio_frequency", email: false, portal: true }] };
    expect(expectValid(NotificationSettings, answer)).toEqual(answer);
  });

  it("names the field that is wrong", () => {
    expectInvalid(NotificationSettings, { settings: [{ ...all[0], email: "on" }] }, "email");
    expectInvalid(NotificationSettings, { settings: [{ ...all[0], topic: "" }] }, "topic");
    expectInvalid(NotificationSettings, {}, "settings");
  });
});

describe("UpdateNotificationSettingsRequest", () => {
  it("takes every topic or only some", () => {
    expect(expectValid(UpdateNotificationSettingsRequest, { settings: all })).toEqual({
      settings: all,
    });
    const one = { settings: [{ topic: "outages", email: false, portal: true }] };
    expect(expectValid(UpdateNotificationSettingsRequest, one)).toEqual(one);
  });

  it("refuses unknown topics, repeated topics and an empty list", () => {
    const unknown = { settings: [{ topic: "weather", email: true, portal: true }] };
    expectInvalid(UpdateNotificationSettingsRequest, unknown, "settings[0].topic");
    const twice = { settings: [all[0], all[0]] };
    const message = expectInvalid(UpdateNotificationSettingsRequest, twice, "settings");
    expect(message).toContain("only once");
    expectInvalid(UpdateNotificationSettingsRequest, { settings: [] }, "settings");
    const partial = { settings: [{ topic: "billing", email: true }] };
    expectInvalid(UpdateNotificationSettingsRequest, partial, "settings[0].portal");
  });
});
