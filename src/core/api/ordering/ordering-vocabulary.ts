import { Schema } from "effect";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../durations.ts";

/** What the wizard at /services/create can order: one flow per kind. */
export const ORDER_FLOWS = ["port", "cloud_connect", "evpl"] as const;
export type OrderFlow = (typeof ORDER_FLOWS)[number];
export const OrderFlow = Schema.Literals(ORDER_FLOWS);
export const ORDER_FLOW_LABELS: Readonly<Record<OrderFlow, string>> = {
  port: "Port",
  cloud_connect: "Cloud connect",
  evpl: "EVPL",
};

/**
 * What an EVPL's B end is: another of the company's ports (with a VLAN typed on it) or one of
 * its CNIs, a VLAN hand-off already built (its VLAN is the CNI's).
 */
export const EVPL_B_ENDS = ["port", "cni"] as const;
export type EvplBEnd = (typeof EVPL_B_ENDS)[number];
export const EvplBEnd = Schema.Literals(EVPL_B_ENDS);
export const EVPL_B_END_LABELS: Readonly<Record<EvplBEnd, string>> = {
  port: "One of your ports",
  cni: "A CNI",
};

/**
 * A choice of a wizard's select: the form's value (text, as the form holds it) and the words
 * shown. The wire's option records are `labelledOption` (primitives.ts); this is the UI side.
 */
export interface LabelledChoice {
  readonly value: string;
  readonly label: string;
}

/** A vocabulary's values as choices, in its order, each with its label. */
export function labelledChoices<T extends string | number>(
  values: ReadonlyArray<T>,
  labels: Readonly<Record<T, string>>,
): ReadonlyArray<LabelledChoice> {
  return values.map((value) => ({ value: String(value), label: labels[value] }));
}

/** Contract terms on offer, in months. */
export const ORDER_TERMS = [1, 12, 24, 36] as const;
export type OrderTerm = (typeof ORDER_TERMS)[number];
export const ORDER_TERM_LABELS: Readonly<Record<OrderTerm, string>> = {
  1: "1 month",
  12: "12 months",
  24: "24 months",
  36: "36 months",
};

/** Optics a port is delivered with. */
export const PORT_MEDIA = ["1000BASE-LX", "10GBASE-LR", "100GBASE-LR4", "400GBASE-LR8"] as const;
export type PortMedia = (typeof PORT_MEDIA)[number];
/** Which optics go with which speed (Mbps). */
export const MEDIA_BY_SPEED: Readonly<Record<number, ReadonlyArray<PortMedia>>> = {
  1000: ["1000BASE-LX"],
  10000: ["10GBASE-LR"],
  100000: ["100GBASE-LR4"],
  400000: ["400GBASE-LR8"],
};

/** Diversity zones: two ports in different zones share no device. */
export const DIVERSITY_ZONES = ["red", "blue"] as const;
export type DiversityZone = (typeof DIVERSITY_ZONES)[number];
export const DIVERSITY_ZONE_LABELS: Readonly<Record<DiversityZone, string>> = {
  red: "Red",
  blue: "Blue",
};

/**
 * Where an order stands (GET /services/order_status/{id}): received, validated by the
 * provider, being provisioned, live; or failed with a reason.
 */
export const ORDER_STAGES = ["received", "validated", "provisioning", "live", "failed"] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
export const OrderStage = Schema.Literals(ORDER_STAGES);
export const ORDER_STAGE_LABELS: Readonly<Record<OrderStage, string>> = {
  received: "Received",
  validated: "Validated",
  provisioning: "Provisioning",
  live: "Live",
  failed: "Failed",
};

/**
 * The schedule a server moves orders on (issue 40). `standard`: the provider's own lead times,
 * the default. `demo_fast`: the demo's, minutes instead of days, so that a demo order goes
 * live while someone watches; a server uses it only when explicitly asked and only on the
 * embedded database with a loopback HOST (server/src/modules/ordering/demo-provisioning.ts).
 * The order status names its schedule, so the portal says when the next stage is due.
 */
export const ORDER_SCHEDULES = ["standard", "demo_fast"] as const;
export type OrderSchedule = (typeof ORDER_SCHEDULES)[number];
export const OrderSchedule = Schema.Literals(ORDER_SCHEDULES);

/**
 * How long after the order each stage is reached (ms), per schedule. The server derives an
 * order's stage from its creation time and these offsets (no timer in any process), so two
 * servers on one database agree, and a test moves its clock to watch the order go live.
 */
export const ORDER_STAGE_AFTER_MS: Readonly<
  Record<OrderSchedule, Readonly<Record<"validated" | "provisioning" | "live", number>>>
> = {
  // Checked within a working morning, with the engineers the next day, live in 10 days.
  standard: { validated: 4 * HOUR_MS, provisioning: DAY_MS, live: 10 * DAY_MS },
  demo_fast: { validated: 5_000, provisioning: 15_000, live: 10 * MINUTE_MS },
};

/** The stage an order has reached `elapsedMs` after it was placed (failures aside). */
export function orderStageAfter(
  elapsedMs: number,
  schedule: OrderSchedule,
): Exclude<OrderStage, "failed"> {
  const after = ORDER_STAGE_AFTER_MS[schedule];
  if (elapsedMs >= after.live) return "live";
  if (elapsedMs >= after.provisioning) return "provisioning";
  if (elapsedMs >= after.validated) return "validated";
  return "received";
}

/** One stage of an order's progress as the service page lists it. */
export interface OrderProgressRow {
  readonly stage: OrderStage;
  readonly label: string;
  /** When it was reached (UTC ISO), null while it is still ahead. */
  readonly at: string | null;
  readonly current: boolean;
}

/**
 * An order's way to live, stage by stage, from GET /services/order_status/{id}: the stages
 * reached with their times, then those ahead; a failed order ends at "Failed" (its reason is
 * the view's failure_reason) and shows nothing ahead, as it will not go on.
 */
export function orderProgress(view: {
  readonly stage: OrderStage;
  readonly stages: ReadonlyArray<{ readonly stage: OrderStage; readonly at: string }>;
}): ReadonlyArray<OrderProgressRow> {
  const reached = new Map(view.stages.map((entry) => [entry.stage, entry.at]));
  const way: ReadonlyArray<OrderStage> =
    view.stage === "failed"
      ? [...ORDER_STAGES.filter((stage) => stage !== "failed" && reached.has(stage)), "failed"]
      : ORDER_STAGES.filter((stage) => stage !== "failed");
  return way.map((stage) => ({
    stage,
    label: ORDER_STAGE_LABELS[stage],
    at: reached.get(stage) ?? null,
    current: stage === view.stage,
  }));
}
