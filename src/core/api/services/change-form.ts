import { BANDWIDTH_LIST_MRC } from "../ordering/pricing.ts";
import {
  CHANGE_MESSAGES,
  CHANGE_TERMS,
  type ChangeAsk,
  CLOUD_MAX_BANDWIDTH_MBPS,
  portSpeedsFor,
} from "./change-rules.ts";
import type { ServiceType } from "./service-vocabulary.ts";

/**
 * The change dialog's form (issue 42), run by the generic wizard: a first step choosing the
 * new speed or bandwidth and term, a second showing the server's quote before confirming.
 * The form holds text as typed; `term_months` "" keeps the current term.
 */

/** What the form needs to know of the service. */
export interface ChangeFormService {
  readonly type: ServiceType;
  readonly speed_mbps: number;
  readonly port: { readonly media: string } | null;
  readonly cloud_connect: { readonly provider: string } | null;
}

export const CHANGE_FORM_STEPS = [
  { id: "change", title: "Speed and term", fields: ["mbps", "term_months"] },
  { id: "review", title: "Price and confirm", fields: [] },
] as const;

export function changeFormInitial(service: ChangeFormService): Readonly<Record<string, string>> {
  return { mbps: String(service.speed_mbps), term_months: "" };
}

/** The speeds (a port, by its optics) or bandwidths (a connection, by its cloud) to offer. */
export function changeSpeedChoices(service: ChangeFormService): ReadonlyArray<number> {
  if (service.type === "port") return portSpeedsFor(service.port?.media ?? null);
  const max = CLOUD_MAX_BANDWIDTH_MBPS[service.cloud_connect?.provider ?? ""];
  return Object.keys(BANDWIDTH_LIST_MRC)
    .map(Number)
    .filter((mbps) => max === undefined || mbps <= max)
    .sort((a, b) => a - b);
}

export const CHANGE_TERM_CHOICES: ReadonlyArray<number> = CHANGE_TERMS;

/** The request of the form: the speed or bandwidth when it changes, the term when chosen. */
export function changeAskOf(
  service: ChangeFormService,
  form: Readonly<Record<string, string>>,
): ChangeAsk {
  const mbps = Number(form.mbps ?? "");
  const changed = Number.isInteger(mbps) && mbps > 0 && mbps !== service.speed_mbps;
  const term = Number(form.term_months ?? "");
  return {
    ...(changed ? (service.type === "port" ? { speed_mbps: mbps } : { bandwidth_mbps: mbps }) : {}),
    ...(form.term_months !== "" && Number.isInteger(term) ? { term_months: term } : {}),
  };
}

/** The problems of one step the portal can see for itself (the server checks the rest). */
export function changeFormProblems(
  service: ChangeFormService,
  step: number,
  form: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  if (step !== 0) return {};
  const ask = changeAskOf(service, form);
  if (Object.keys(ask).length === 0) return { mbps: CHANGE_MESSAGES.nothingChanges };
  return {};
}

/** A refusal's field of the request as the form names it. */
export function changeFormField(field: string): string {
  return field === "speed_mbps" || field === "bandwidth_mbps" ? "mbps" : field;
}
