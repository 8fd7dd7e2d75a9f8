import { useRemoveAlertRule } from "../../../../adapters/resources/monitoring/alert-rule.ts";
import type { AlertRule } from "../../../../core/api/monitoring/alert-rules.ts";
import { FormDialog } from "../../../components/form-dialog.tsx";
import type { LazyDialogControls } from "../../../components/lazy-dialog-button.tsx";

export interface RemoveAlertRuleDialogProps extends LazyDialogControls {
  readonly rule: AlertRule;
}

/** Asks before a rule is removed: its open alerts end, its history stays. */
export default function RemoveAlertRuleDialog({
  rule,
  open,
  onOpenChange,
  finalFocusEl,
}: RemoveAlertRuleDialogProps) {
  const removing = useRemoveAlertRule(rule.id, () => onOpenChange(false));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      title={`Remove ${rule.name}?`}
      description="It is evaluated no more; its open alerts end and its past alerts stay in the history."
      onSubmit={() => removing.submit(undefined)}
      pending={removing.isPending}
      submitLabel="Remove rule"
      cancelLabel="Keep it"
      failures={[removing.error]}
      failureTitle="The rule was not removed"
    >
      {null}
    </FormDialog>
  );
}
