import { describe, expect, it } from "vitest";
import { orderNextStep } from "../../../../src/core/api/ordering/order-next-step.ts";
import { ORDER_STAGE_AFTER_MS } from "../../../../src/core/api/ordering/ordering-vocabulary.ts";

// A fixed clock: the order was placed at `placed`, and `now` moves along its schedule.
const placed = "2026-11-21T14:00:00.000Z";
const at = (ms: number) => new Date(Date.parse(placed) + ms);
const FAST = ORDER_STAGE_AFTER_MS.demo_fast;

describe("what happens next to an order", () => {
  it("says, at each open stage, what happens next and when by the order's schedule", () => {
    const received = orderNextStep(
      { stage: "received", ordered_at: placed, schedule: "demo_fast" },
      at(1_000),
    );
    expect(received).toEqual({
      expectedAt: at(FAST.validated).toISOString(),
      late: false,
      text: "We check the order against the location's capacity and your contract: expected within a minute. You get a notification when it moves on.",
    });
    const validated = orderNextStep(
      { stage: "validated", ordered_at: placed, schedule: "demo_fast" },
      at(6_000),
    );
    expect(validated.expectedAt).toBe(at(FAST.provisioning).toISOString());
    expect(validated.text).toMatch(/^The order is accepted and goes to our engineers/);
    const provisioning = orderNextStep(
      { stage: "provisioning", ordered_at: placed, schedule: "demo_fast" },
      at(60_000),
    );
    expect(provisioning.expectedAt).toBe(at(FAST.live).toISOString());
    expect(provisioning.text).toBe(
      "Our engineers configure the service and test it end to end; it then goes live: expected in 9 minutes. You get a notification when it moves on.",
    );
  });

  it("says when the next stage is due on the standard schedule too, in its own days and hours", () => {
    const received = orderNextStep(
      { stage: "received", ordered_at: placed, schedule: "standard" },
      at(60_000),
    );
    expect(received.expectedAt).toBe("2026-11-21T18:00:00.000Z");
    expect(received.late).toBe(false);
    expect(received.text).toMatch(/^We check the order against .*: expected in 3 hours\. /);
    const provisioning = orderNextStep(
      { stage: "provisioning", ordered_at: placed, schedule: "standard" },
      at(2 * 86_400_000),
    );
    expect(provisioning.expectedAt).toBe("2026-12-01T14:00:00.000Z");
    expect(provisioning.text).toContain("it then goes live: expected Dec 01, 2026 14:00.");
  });

  it("says when an order is late, and why a connection may wait, rather than nothing", () => {
    const stuck = orderNextStep(
      { stage: "provisioning", ordered_at: placed, schedule: "demo_fast" },
      at(FAST.live + 30 * 60_000),
    );
    expect(stuck.late).toBe(true);
    expect(stuck.text).toContain("taking longer than planned (it was due 30 minutes ago)");
    expect(stuck.text).toContain("a connection goes live only once its port is live");
  });

  it("plans nothing more for a live or failed order, and gives a failure's reason", () => {
    expect(
      orderNextStep({ stage: "live", ordered_at: placed, schedule: "demo_fast" }, at(0)),
    ).toMatchObject({
      expectedAt: null,
      late: false,
    });
    const failed = orderNextStep(
      {
        stage: "failed",
        ordered_at: placed,
        schedule: "demo_fast",
        failure_reason: "The port no longer takes connections.",
      },
      at(0),
    );
    expect(failed.expectedAt).toBeNull();
    expect(failed.text).toBe(
      "The order will not go on: The port no longer takes connections. Raise a ticket with the service desk if you need help, or place a new order.",
    );
  });
});
