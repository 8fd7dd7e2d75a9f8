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
import { type BadgeTone, VocabularyBadge } from "../../../components/vocabulary-badge.tsx";

const MAINTENANCE_TONES: Readonly<Record<MaintenanceState, BadgeTone>> = {
  scheduled: "info",
  in_progress: "warning",
  completed: "success",
  cancelled: "neutral",
};

const TYPE_TONES: Readonly<Record<MaintenanceType, BadgeTone>> = {
  planned: "neutral",
  emergency: "danger",
};

const OUTAGE_TONES: Readonly<Record<OutageState, BadgeTone>> = {
  ongoing: "danger",
  resolved: "success",
};

const IMPACT_TONES: Readonly<Record<ImpactLevel, BadgeTone>> = {
  outage: "danger",
  degraded: "warning",
  at_risk: "warning",
  none: "neutral",
};

export function MaintenanceStateBadge({ state }: { readonly state: MaintenanceState }) {
  return (
    <VocabularyBadge value={state} labels={MAINTENANCE_STATE_LABELS} tones={MAINTENANCE_TONES} />
  );
}

export function MaintenanceTypeBadge({ type }: { readonly type: MaintenanceType }) {
  return <VocabularyBadge value={type} labels={MAINTENANCE_TYPE_LABELS} tones={TYPE_TONES} />;
}

export function ImpactBadge({ level }: { readonly level: ImpactLevel }) {
  return <VocabularyBadge value={level} labels={IMPACT_LEVEL_LABELS} tones={IMPACT_TONES} />;
}

export function OutageStateBadge({ state }: { readonly state: OutageState }) {
  return <VocabularyBadge value={state} labels={OUTAGE_STATE_LABELS} tones={OUTAGE_TONES} />;
}
