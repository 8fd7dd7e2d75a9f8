import { lazy } from "react";
import { wrap } from "#styled-system/patterns/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { ALERT_RULE_LIST, type AlertRule } from "../../../../core/api/monitoring/alert-rules.ts";
import {
  ALERT_KIND_LABELS,
  alertConditionText,
} from "../../../../core/api/monitoring/alert-vocabulary.ts";
import { canManageAlertRules } from "../../../../core/permissions/module-actions.ts";
import { LazyDialogButton } from "../../../components/lazy-dialog-button.tsx";
import { RecordList } from "../../../components/records/record-list.tsx";
import { ServiceLink } from "../../../components/service-link.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { SeverityBadge } from "./alert-badges.tsx";
import { MonitoringNav } from "./monitoring-nav.tsx";

const loadRuleDialog = () => import("./alert-rule-dialog.tsx");
const AlertRuleDialog = lazy(loadRuleDialog);
const loadRemoveDialog = () => import("./remove-alert-rule-dialog.tsx");
const RemoveAlertRuleDialog = lazy(loadRemoveDialog);

const actionsClass = wrap({ gap: "2" });

function watched(rule: AlertRule) {
  if (rule.service !== null)
    return (
      <ServiceLink id={rule.service.id}>
        {rule.service.name} ({rule.service.id})
      </ServiceLink>
    );
  return rule.kind === null ? "–" : `Every one of: ${ALERT_KIND_LABELS[rule.kind]}`;
}

/**
 * /monitoring/alert-rules (issue 48): the company's alert rules by name. Everyone who reads
 * services reads them; users who may change services add, change and remove them (the server
 * refuses anyone else).
 */
export function AlertRulesPage() {
  usePageTitle("Alert rules");
  const { permissions } = useSession();
  const manages = canManageAlertRules(permissions);
  return (
    <>
      <PageHeader
        title="Alert rules"
        subtitle="What raises an alert: a metric above or below a threshold for some minutes, evaluated every minute."
        actions={
          manages ? (
            <LazyDialogButton label="Add an alert rule" load={loadRuleDialog}>
              {(controls) => <AlertRuleDialog rule={null} {...controls} />}
            </LazyDialogButton>
          ) : undefined
        }
      />
      <MonitoringNav />
      <RecordList
        list={ALERT_RULE_LIST}
        label="Alert rules"
        noun="alert rules"
        emptyTitle="No alert rules yet."
        emptyHint={
          manages
            ? "Add a rule to be told when a service is busy, lossy or losing light."
            : "A user who may change services adds them."
        }
        rowHeader={{ header: "Name", cell: (rule) => rule.name }}
        columns={[
          { header: "Watches", cell: watched },
          { header: "Condition", cell: (rule) => alertConditionText(rule) },
          { header: "Severity", cell: (rule) => <SeverityBadge severity={rule.severity} /> },
          {
            header: "Contacts",
            cell: (rule) =>
              rule.contacts.length === 0
                ? "None"
                : rule.contacts.map((contact) => contact.name).join(", "),
          },
          { header: "State", cell: (rule) => (rule.enabled ? "Evaluated" : "Paused") },
          ...(manages
            ? [
                {
                  header: "Actions",
                  cell: (rule: AlertRule) => (
                    <div className={actionsClass}>
                      <LazyDialogButton label="Edit" load={loadRuleDialog}>
                        {(controls) => <AlertRuleDialog rule={rule} {...controls} />}
                      </LazyDialogButton>
                      <LazyDialogButton label="Remove" load={loadRemoveDialog}>
                        {(controls) => <RemoveAlertRuleDialog rule={rule} {...controls} />}
                      </LazyDialogButton>
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
