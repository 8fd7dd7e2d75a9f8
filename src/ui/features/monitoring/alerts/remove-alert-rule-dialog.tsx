import { useRemoveAlertRule } from "../../../../adapters/resources/monitoring/alert-rule.ts";
import type { AlertRule } from "../../../../core/api/monitoring/alert-rules.ts";
import type { LazyDialogControls } from "../../../components/lazy-dialog-button.tsx";
import { RemovalDialog } from "../../../components/removal-dialog.tsx";

export interface RemoveAlertRuleDialogProps extends LazyDialogControls {
  readonly rule: AlertRule;
}

/** Asks before a rule is removed: its open alerts end, its history stays. */
export default function RemoveAlertRuleDialog({ rule, ...controls }: RemoveAlertRuleDialogProps) {
  const removing = useRemoveAlertRule(rule.id, () => controls.onOpenChange(false));
  return (
    <RemovalDialog
      {...controls}
      title={`Remove ${rule.name}?`}
      description="It is evaluated no more; its open alerts end and its past alerts stay in the history."
      removing={removing}
      submitLabel="Remove rule"
      failureTitle="The rule was not removed"
    />
  );
}
