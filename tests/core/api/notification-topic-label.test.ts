import { describe, expect, it } from "vitest";
import { notificationTopicLabel } from "../../../src/core/api/notifications/notification-settings.ts";

describe("notificationTopicLabel", () => {
  it("names the known topics and shows an unknown one as the server sent it", () => {
    expect(notificationTopicLabel("services")).toBe("Service status");
    expect(notificationTopicLabel("users")).toBe("Users of your company");
    expect(notificationTopicLabel("weather")).toBe("weather");
  });
});
