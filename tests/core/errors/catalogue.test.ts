import { describe, expect, it } from "vitest";
import {
  CURRENCY_CHANGED_NOTICE,
  IMPERSONATION_FAILURE_MESSAGE,
  IMPERSONATION_FAILURE_TITLE,
  NOTIFICATIONS_EMPTY_STATE,
  REFRESH_FAILURE_TITLE,
  SERVER_BACK_ONLINE_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
  SESSION_EXPIRED_NOTICE,
  STATUS_TEXTS,
} from "../../../src/core/errors/index.ts";

describe("error catalogue", () => {
  it("spells the server-status banners as the spec does", () => {
    expect(SERVER_UNREACHABLE_MESSAGE).toBe("Network error: Service unavailable.");
    expect(SERVER_BACK_ONLINE_MESSAGE).toBe("Connection is back online.");
  });

  it("spells the notice titles and fixed bodies as the spec does", () => {
    expect(REFRESH_FAILURE_TITLE).toBe("Refresh token");
    expect(IMPERSONATION_FAILURE_TITLE).toBe("Impersonate user");
    expect(IMPERSONATION_FAILURE_MESSAGE).toBe("Failed to impersonate user.");
    expect(SESSION_EXPIRED_NOTICE).toEqual({ title: "Authentication", body: "Unauthorized" });
    expect(CURRENCY_CHANGED_NOTICE).toEqual({
      title: "Change currency",
      body: "Default currency has been updated.",
    });
    expect(NOTIFICATIONS_EMPTY_STATE).toEqual({
      title: "You are all caught up.",
      body: "Notifications will appear here when available.",
    });
    expect(STATUS_TEXTS).toEqual({
      400: "Bad Request",
      401: "Unauthorized",
      403: "Forbidden",
      500: "Internal Server Error",
    });
  });

  it("cannot be altered by a careless caller", () => {
    for (const fixed of [
      SESSION_EXPIRED_NOTICE,
      CURRENCY_CHANGED_NOTICE,
      NOTIFICATIONS_EMPTY_STATE,
      STATUS_TEXTS,
    ]) {
      expect(Object.isFrozen(fixed)).toBe(true);
    }
  });
});
