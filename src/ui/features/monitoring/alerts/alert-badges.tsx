import {
  ALERT_SEVERITY_LABELS,
  ALERT_STATE_LABELS,
  type AlertSeverity,
  type AlertState,
} from "../../../../core/api/monitoring/alert-vocabulary.ts";
import { type BadgeTone, VocabularyBadge } from "../../../components/vocabulary-badge.tsx";

const SEVERITY_TONES: Readonly<Record<AlertSeverity, BadgeTone>> = {
  critical: "danger",
  warning: "warning",
  info: "info",
};

const STATE_TONES: Readonly<Record<AlertState, BadgeTone>> = {
  open: "danger",
  resolved: "success",
};

export function SeverityBadge({ severity }: { readonly severity: AlertSeverity }) {
  return <VocabularyBadge value={severity} labels={ALERT_SEVERITY_LABELS} tones={SEVERITY_TONES} />;
}

export function AlertStateBadge({ state }: { readonly state: AlertState }) {
  return <VocabularyBadge value={state} labels={ALERT_STATE_LABELS} tones={STATE_TONES} />;
}
