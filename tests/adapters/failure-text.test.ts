import { describe, expect, it } from "vitest";
import { failureText, formFailure } from "../../src/adapters/api/index.ts";
import {
  CAPTCHA_UNAVAILABLE,
  signInMessage,
} from "../../src/adapters/react/auth/sign-in-messages.ts";
import { notificationBadge } from "../../src/adapters/resources/notifications/notifications.ts";
import { httpFailure } from "../../src/core/errors/index.ts";

describe("words for a failed call", () => {
  it("prefer the server's own words, then a sentence for the status, never its reason phrase", () => {
    expect(failureText(httpFailure(400, "", { detail: "Too many." }))).toBe("Too many.");
    expect(failureText(httpFailure(403, "", null))).toBe(
      "You do not have permission to see or change this.",
    );
    // A list refused for a filter value: the field message stays on the wire, the screen speaks.
    const refused = failureText(httpFailure(400, "Bad Request", { status: ["Not valid."] }));
    expect(refused).toBe("Some of the values sent were not accepted. Check them and try again.");
    expect(
      failureText(httpFailure(400, "", { non_field_errors: ["This field may not be blank."] })),
    ).toBe("Please fill in this field.");
  });

  it("have a sentence for failures without an answer", () => {
    expect(failureText({ kind: "network" })).toMatch(/could not be reached/);
    expect(failureText({ kind: "timeout", timeoutMs: 10 })).toMatch(/too long/);
    expect(failureText({ kind: "aborted" })).toMatch(/cancelled/);
    expect(failureText(httpFailure(418, "", null))).toMatch(/Something went wrong/);
    expect(failureText(new Error("a bug"))).toMatch(/could not be reached/);
  });

  it("keep field messages apart from the form's message", () => {
    expect(formFailure(httpFailure(400, "", { email: ["Enter a valid email address."] }))).toEqual({
      error: null,
      fieldErrors: { email: ["Enter a valid email address."] },
    });
    expect(
      formFailure(httpFailure(400, "", { non_field_errors: ["Pending."], email: ["x"] })),
    ).toEqual({
      error: "Pending.",
      fieldErrors: { email: ["x"] },
    });
    expect(formFailure(httpFailure(500, "", null))).toEqual({
      error: "Something went wrong on our side. Try again in a moment.",
      fieldErrors: {},
    });
    expect(formFailure({ kind: "network" }).error).toMatch(/could not be reached/);
  });
});

describe("the sign-in form's message", () => {
  it("names what is missing, quotes a refusal, or reports the captcha", () => {
    expect(signInMessage(null)).toBeNull();
    expect(signInMessage({ kind: "incomplete", field: "otp_code" })).toMatch(/6-digit code/);
    const failure = httpFailure(400, "", { detail: "Wrong." });
    expect(signInMessage({ kind: "refused", code: undefined, message: "Wrong.", failure })).toBe(
      "Wrong.",
    );
    expect(
      signInMessage({
        kind: "refused",
        code: undefined,
        message: undefined,
        failure: { kind: "network" },
      }),
    ).toMatch(/could not be reached/);
    expect(signInMessage({ kind: "captchaUnavailable", failure: { kind: "network" } })).toBe(
      CAPTCHA_UNAVAILABLE,
    );
  });
});

describe("the notification badge", () => {
  it("is hidden at zero and shows at most 10", () => {
    expect(notificationBadge(0)).toBeNull();
    expect(notificationBadge(3)).toBe("3");
    expect(notificationBadge(10)).toBe("10");
    expect(notificationBadge(57)).toBe("10");
  });
});
