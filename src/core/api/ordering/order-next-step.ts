import { formatDisplayDate } from "../../format/display-date.ts";
import {
  ORDER_STAGE_AFTER_MS,
  type OrderSchedule,
  type OrderStage,
} from "./ordering-vocabulary.ts";

/**
 * What happens next to an order, and when (issue 40): the sentence the service page shows
 * under the order's stages, so that an order in "Provisioning" never sits there saying
 * nothing. The time is the order's schedule (ORDER_STAGE_AFTER_MS of the schedule the server
 * named, standard or demo-fast, from when it was placed);
 * once that time has passed without the stage being reached, the sentence says so and why
 * it may wait (a connection goes live only once its port is).
 */

export interface OrderNextStep {
  /** The next stage's time (UTC ISO), null when nothing more is planned (live, failed). */
  readonly expectedAt: string | null;
  /** True when the expected time has passed and the order has not moved on. */
  readonly late: boolean;
  readonly text: string;
}

const NEXT: Readonly<
  Record<
    "received" | "validated" | "provisioning",
    { readonly stage: "validated" | "provisioning" | "live"; readonly what: string }
  >
> = {
  received: {
    stage: "validated",
    what: "We check the order against the location's capacity and your contract",
  },
  validated: {
    stage: "provisioning",
    what: "The order is accepted and goes to our engineers, who start provisioning",
  },
  provisioning: {
    stage: "live",
    what: "Our engineers configure the service and test it end to end; it then goes live",
  },
};

const NOTIFIED = "You get a notification when it moves on.";

/** "in 9 minutes", "Nov 21, 2026 14:05"; a time less than a minute off is "within a minute". */
function when(time: Date, now: Date): string {
  const shown = formatDisplayDate(time, { now });
  return shown === "just now" ? "within a minute" : shown;
}

export function orderNextStep(
  view: {
    readonly stage: OrderStage;
    readonly ordered_at: string;
    readonly schedule: OrderSchedule;
    readonly failure_reason?: string | null | undefined;
  },
  now: Date,
): OrderNextStep {
  if (view.stage === "live") {
    return {
      expectedAt: null,
      late: false,
      text: "The service is live: nothing more happens to this order. Its traffic shows under Monitoring.",
    };
  }
  if (view.stage === "failed") {
    return {
      expectedAt: null,
      late: false,
      text: `The order will not go on${view.failure_reason ? `: ${view.failure_reason}` : "."} Raise a ticket with the service desk if you need help, or place a new order.`,
    };
  }
  const next = NEXT[view.stage];
  const expected = new Date(
    Date.parse(view.ordered_at) + ORDER_STAGE_AFTER_MS[view.schedule][next.stage],
  );
  const expectedAt = expected.toISOString();
  if (expected.getTime() <= now.getTime()) {
    return {
      expectedAt,
      late: true,
      text: `${next.what}. This is taking longer than planned (it was due ${when(expected, now)}); a connection goes live only once its port is live. ${NOTIFIED}`,
    };
  }
  return {
    expectedAt,
    late: false,
    text: `${next.what}: expected ${when(expected, now)}. ${NOTIFIED}`,
  };
}
