import { badge } from "../../../../../styled-system/recipes/index.js";
import {
  IMPACT_LEVEL_LABELS,
  type ImpactLevel,
  MAINTENANCE_STATE_LABELS,
  MAINTENANCE_TYPE_LABELS,
  type MaintenanceState,
  type MaintenanceType,
  OUTAGE_STATE_LABELS,
  type OutageState,
} from "../../../../core/api/events/event-vocabulary.ts";

type Tone = "neutral" | "info" | "success" | "warning" | "danger";

const MAINTENANCE_TONES: Readonly<Record<MaintenanceState, Tone>> = {
  scheduled: "info",
  in_progress: "warning",
  completed: "success",
  cancelled: "neutral",
};

const IMPACT_TONES: Readonly<Record<ImpactLevel, Tone>> = {
  outage: "danger",
  degraded: "warning",
  at_risk: "warning",
  none: "neutral",
};

export function MaintenanceStateBadge({ state }: { readonly state: MaintenanceState }) {
  return (
    <span className={badge({ tone: MAINTENANCE_TONES[state] })}>
      {MAINTENANCE_STATE_LABELS[state]}
    </span>
  );
}

export function MaintenanceTypeBadge({ type }: { readonly type: MaintenanceType }) {
  return (
    <span className={badge({ tone: type === "emergency" ? "danger" : "neutral" })}>
      {MAINTENANCE_TYPE_LABELS[type]}
    </span>
  );
}

export function ImpactBadge({ level }: { readonly level: ImpactLevel }) {
  return <span className={badge({ tone: IMPACT_TONES[level] })}>{IMPACT_LEVEL_LABELS[level]}</span>;
}

export function OutageStateBadge({ state }: { readonly state: OutageState }) {
  return (
    <span className={badge({ tone: state === "ongoing" ? "danger" : "success" })}>
      {OUTAGE_STATE_LABELS[state]}
    </span>
  );
}
