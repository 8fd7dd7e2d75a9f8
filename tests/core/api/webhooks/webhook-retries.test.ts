import { describe, expect, it } from "vitest";
import {
  FIRST_RETRY_MS,
  LONGEST_RETRY_MS,
  nextAttemptAt,
  RETRY_WINDOW_MS,
  retryDelayMs,
} from "../../../../src/core/api/webhooks/webhook-retries.ts";

describe("webhook retries", () => {
  it("double from 30 s up to an hour, jittered between half and the whole step", () => {
    expect(retryDelayMs(1, 0)).toBe(FIRST_RETRY_MS / 2);
    expect(retryDelayMs(1, 0.999_999)).toBeCloseTo(FIRST_RETRY_MS, -1);
    expect(retryDelayMs(2, 0)).toBe(FIRST_RETRY_MS);
    expect(retryDelayMs(3, 0.5)).toBe((FIRST_RETRY_MS * 4 * 3) / 4);
    expect(retryDelayMs(40, 1)).toBe(LONGEST_RETRY_MS);
    expect(retryDelayMs(40, 0)).toBe(LONGEST_RETRY_MS / 2);
  });

  it("end with a last try 24 hours after the event, and none after it", () => {
    const created = new Date("2026-12-06T00:00:00Z");
    const end = new Date(created.getTime() + RETRY_WINDOW_MS);
    const nearlyOver = new Date(end.getTime() - 60_000);
    expect(nextAttemptAt(created, 1, created, 0)).toEqual(
      new Date(created.getTime() + FIRST_RETRY_MS / 2),
    );
    expect(nextAttemptAt(created, 20, nearlyOver, 0)).toEqual(end);
    expect(nextAttemptAt(created, 21, end, 0)).toBeNull();
  });
});
