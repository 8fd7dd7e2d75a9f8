import { proratedMinor } from "../billing/invoice-amounts.ts";
import { utcToday } from "../calendar-date.ts";
import type { OrderTerm } from "../ordering/ordering-vocabulary.ts";
import { BANDWIDTH_LIST_MRC, PORT_LIST_PRICES, termPricesMinor } from "../ordering/pricing.ts";
import type { ServiceStatus, ServiceType } from "./service-vocabulary.ts";
import { termEndOf } from "./term-end.ts";

/**
 * The rules of changing a live service (issue 42): what may be asked, and what it costs.
 * The portal's dialog and the server's quote and change calls all run these, so the figures
 * the customer confirms are the ones the server records. Money in integer minor units only.
 */

/** Terms a change may choose: renewals and extensions are 12, 24 or 36 months. */
export const CHANGE_TERMS = [12, 24, 36] as const satisfies ReadonlyArray<OrderTerm>;
export type ChangeTerm = (typeof CHANGE_TERMS)[number];

/**
 * The highest line rate a port's optics are rated for: a port may run at any sold speed up to
 * it; above it the optics (and so the port) must be replaced, which is a new port order.
 */
export const MEDIA_MAX_SPEED_MBPS: Readonly<Record<string, number>> = {
  "1000BASE-LX": 1_000,
  "10GBASE-LR": 10_000,
  "100GBASE-LR4": 100_000,
  "400GBASE-LR8": 400_000,
};

/** The most a cloud takes on one hosted connection, by provider (Mbps). */
export const CLOUD_MAX_BANDWIDTH_MBPS: Readonly<Record<string, number>> = {
  aws: 10_000,
  azure: 10_000,
  google: 50_000,
};

/** What the rules need to know of the service and the network around it. */
export interface ChangeFacts {
  readonly type: ServiceType;
  readonly status: ServiceStatus;
  readonly speedMbps: number;
  readonly termMonths: number;
  /** The current term's last day (UTC), null for none. */
  readonly termEnd: string | null;
  readonly mrcMinor: number;
  readonly currency: string;
  /** A port's optics; null for connections. */
  readonly media: string | null;
  /** A port: the bandwidth its connections (not ceased or failed) use. */
  readonly usedMbps: number;
  /** A connection: each of its ports' free capacity, not counting this connection. */
  readonly portsFreeMbps: ReadonlyArray<number>;
  /** A cloud connect's provider; null otherwise. */
  readonly cloudProvider: string | null;
  /** Who locked the service, or null: a locked service takes no change. */
  readonly locked: boolean;
}

/** What a change asks: a new speed (port) or bandwidth (connection), a new term, or both. */
export interface ChangeAsk {
  readonly speed_mbps?: number | undefined;
  readonly bandwidth_mbps?: number | undefined;
  readonly term_months?: number | undefined;
}

export const CHANGE_MESSAGES = {
  locked: "This service is locked for changes; an administrator must unlock it first.",
  notLive: "Only a live service can be changed.",
  notChangeable: "This kind of service cannot be changed here; please open a ticket.",
  nothingAsked: "Choose a new speed, bandwidth or term.",
  nothingChanges: "This is the service's current speed and term.",
  speedNotSold: "This speed is not offered.",
  bandwidthNotSold: "This bandwidth is not offered.",
  wrongField: "Ask for a new speed on a port, a new bandwidth on a connection.",
  termNotOffered: "Choose a term of 12, 24 or 36 months.",
} as const;

/** Speeds a port of this media may be changed to, slowest first. */
export function portSpeedsFor(media: string | null): ReadonlyArray<number> {
  const max = MEDIA_MAX_SPEED_MBPS[media ?? ""] ?? 0;
  return Object.keys(PORT_LIST_PRICES)
    .map(Number)
    .filter((mbps) => mbps <= max)
    .sort((a, b) => a - b);
}

/** The most bandwidth a connection may have: its ports' free capacity and its cloud's limit. */
export function connectionCeilingMbps(facts: ChangeFacts): number {
  const limits = [
    ...facts.portsFreeMbps,
    CLOUD_MAX_BANDWIDTH_MBPS[facts.cloudProvider ?? ""] ?? Number.MAX_SAFE_INTEGER,
  ];
  return Math.min(...limits);
}

/** Bandwidths a connection may be changed to, lowest first. */
export function connectionBandwidthsFor(facts: ChangeFacts): ReadonlyArray<number> {
  const ceiling = connectionCeilingMbps(facts);
  return Object.keys(BANDWIDTH_LIST_MRC)
    .map(Number)
    .filter((mbps) => mbps <= ceiling)
    .sort((a, b) => a - b);
}

/** Why the service as a whole cannot be changed now, or undefined (locked first). */
export function serviceChangeProblem(facts: ChangeFacts): string | undefined {
  if (facts.locked) return CHANGE_MESSAGES.locked;
  if (facts.type === "other") return CHANGE_MESSAGES.notChangeable;
  if (facts.status !== "active") return CHANGE_MESSAGES.notLive;
  return undefined;
}

function speedProblem(facts: ChangeFacts, mbps: number): string | undefined {
  if (PORT_LIST_PRICES[mbps] === undefined) return CHANGE_MESSAGES.speedNotSold;
  const max = MEDIA_MAX_SPEED_MBPS[facts.media ?? ""] ?? 0;
  if (mbps > max)
    return `This port's optics (${facts.media ?? "unknown"}) run at up to ${max} Mbps; a faster port is a new order.`;
  if (mbps < facts.usedMbps)
    return `This port's connections use ${facts.usedMbps} Mbps; it cannot run slower than that.`;
  return undefined;
}

function bandwidthProblemOf(facts: ChangeFacts, mbps: number): string | undefined {
  if (BANDWIDTH_LIST_MRC[mbps] === undefined) return CHANGE_MESSAGES.bandwidthNotSold;
  const cloudMax = CLOUD_MAX_BANDWIDTH_MBPS[facts.cloudProvider ?? ""];
  if (cloudMax !== undefined && mbps > cloudMax)
    return `The cloud takes at most ${cloudMax} Mbps on one connection.`;
  const free = Math.min(...facts.portsFreeMbps);
  if (mbps > free) return `The port has only ${free} Mbps free for this connection.`;
  return undefined;
}

/** Why a shorter term is refused: the current one has not ended on `today`. */
function termProblem(facts: ChangeFacts, term: number, today: string): string | undefined {
  if (!(CHANGE_TERMS as ReadonlyArray<number>).includes(term))
    return CHANGE_MESSAGES.termNotOffered;
  if (term < facts.termMonths && facts.termEnd !== null && today <= facts.termEnd)
    return `Your ${facts.termMonths}-month term runs until ${facts.termEnd}; a shorter term can be chosen once it ends.`;
  return undefined;
}

/**
 * Every refused field of a change at `now`, by the request's field names (empty when it may
 * go ahead); a problem of the service itself is under `non_field_errors`.
 */
export function changeProblems(
  facts: ChangeFacts,
  ask: ChangeAsk,
  now: Date,
): Record<string, string> {
  const service = serviceChangeProblem(facts);
  if (service !== undefined) return { non_field_errors: service };
  const problems: Record<string, string> = {};
  const isPort = facts.type === "port";
  if (ask.speed_mbps !== undefined) {
    const problem = isPort ? speedProblem(facts, ask.speed_mbps) : CHANGE_MESSAGES.wrongField;
    if (problem !== undefined) problems.speed_mbps = problem;
  }
  if (ask.bandwidth_mbps !== undefined) {
    const problem = isPort
      ? CHANGE_MESSAGES.wrongField
      : bandwidthProblemOf(facts, ask.bandwidth_mbps);
    if (problem !== undefined) problems.bandwidth_mbps = problem;
  }
  if (ask.term_months !== undefined) {
    const problem = termProblem(facts, ask.term_months, utcToday(now));
    if (problem !== undefined) problems.term_months = problem;
  }
  const mbps = ask.speed_mbps ?? ask.bandwidth_mbps;
  if (mbps === undefined && ask.term_months === undefined)
    problems.non_field_errors = CHANGE_MESSAGES.nothingAsked;
  else if (
    Object.keys(problems).length === 0 &&
    (mbps === undefined || mbps === facts.speedMbps) &&
    ask.term_months === undefined
  )
    problems.non_field_errors = CHANGE_MESSAGES.nothingChanges;
  return problems;
}

/** How long after it is asked a change reaches each stage (the network applies it). */
export const CHANGE_STAGE_AFTER_MS = {
  scheduled: 3_000,
  applying: 8_000,
  done: 15_000,
} as const;

/** A change's figures in minor units of `currency`. */
export interface ChangeQuoteMinor {
  readonly currency: string;
  readonly currentMbps: number;
  readonly newMbps: number;
  readonly currentTermMonths: number;
  readonly newTermMonths: number;
  readonly currentMrcMinor: number;
  readonly newMrcMinor: number;
  /** Charge (positive) or credit (negative) for the rest of the billing month. */
  readonly proratedMinor: number;
  /** Days of the billing month the pro-rated amount covers, and the month's length. */
  readonly proratedDays: number;
  readonly daysInMonth: number;
  readonly oneOffFeeMinor: number;
  readonly termEnd: string | null;
  readonly newTermEnd: string | null;
  /** When the change takes effect (it is applied CHANGE_STAGE_AFTER_MS.done after it is asked). */
  readonly effective: Date;
  /** The billing period the pro-rated line falls in (first and last day). */
  readonly periodStart: string;
  readonly periodEnd: string;
}

function daysInMonthOf(day: Date): number {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
}

/**
 * The price of a change asked at `now` (check changeProblems first): the new monthly charge
 * at the new speed and term from the price list, in the service's currency; the difference
 * for the days from the effective day to the end of its billing month (a calendar month),
 * charged when it costs more and credited when less; a one-off fee of one month's reduction
 * when the monthly charge goes down within the term (the early-reduction charge; an increase
 * or a longer term costs nothing to set up); and the term end: a new term starts on the
 * effective day, otherwise the current one stands.
 */
export function quoteChange(facts: ChangeFacts, ask: ChangeAsk, now: Date): ChangeQuoteMinor {
  const newMbps = ask.speed_mbps ?? ask.bandwidth_mbps ?? facts.speedMbps;
  const newTerm = ask.term_months ?? facts.termMonths;
  const flow = facts.type === "other" ? "port" : facts.type;
  const price = termPricesMinor({ flow, mbps: newMbps }, facts.currency)?.find(
    (p) => p.term_months === newTerm,
  );
  const newMrc = price?.mrcMinor ?? facts.mrcMinor;
  const effective = new Date(now.getTime() + CHANGE_STAGE_AFTER_MS.done);
  const effectiveDay = utcToday(effective);
  const daysInMonth = daysInMonthOf(effective);
  const days = daysInMonth - effective.getUTCDate() + 1;
  const difference = newMrc - facts.mrcMinor;
  const prorated =
    difference >= 0
      ? proratedMinor(difference, days, daysInMonth)
      : -proratedMinor(-difference, days, daysInMonth);
  const withinTerm = facts.termEnd !== null && effectiveDay <= facts.termEnd;
  const oneOffFee = difference < 0 && withinTerm ? -difference : 0;
  const monthStart = `${effectiveDay.slice(0, 8)}01`;
  return {
    currency: facts.currency,
    currentMbps: facts.speedMbps,
    newMbps,
    currentTermMonths: facts.termMonths,
    newTermMonths: newTerm,
    currentMrcMinor: facts.mrcMinor,
    newMrcMinor: newMrc,
    proratedMinor: prorated,
    proratedDays: days,
    daysInMonth,
    oneOffFeeMinor: oneOffFee,
    termEnd: facts.termEnd,
    newTermEnd: ask.term_months === undefined ? facts.termEnd : termEndOf(effective, newTerm),
    effective,
    periodStart: monthStart,
    periodEnd: `${effectiveDay.slice(0, 8)}${String(daysInMonth).padStart(2, "0")}`,
  };
}
