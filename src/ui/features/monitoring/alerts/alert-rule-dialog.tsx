import { useState } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useList } from "../../../../adapters/react/use-list.ts";
import { useSaveAlertRule } from "../../../../adapters/resources/monitoring/alert-rule.ts";
import {
  ALERT_RULE_REFUSALS,
  type AlertRule,
  alertRuleProblems,
} from "../../../../core/api/monitoring/alert-rules.ts";
import {
  ALERT_CONDITION_LABELS,
  ALERT_CONDITIONS,
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  ALERT_METRIC_LABELS,
  ALERT_METRIC_UNITS,
  ALERT_METRICS,
  ALERT_METRICS_OF_KIND,
  ALERT_SEVERITIES,
  ALERT_SEVERITY_LABELS,
  type AlertCondition,
  type AlertKind,
  type AlertMetric,
  type AlertScope,
  type AlertSeverity,
} from "../../../../core/api/monitoring/alert-vocabulary.ts";
import { CONTACT_LIST } from "../../../../core/api/reference/contacts.ts";
import { SERVICE_LIST } from "../../../../core/api/services/service-list-query.ts";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { otherFieldErrors } from "../../../components/form-feedback.ts";
import type { LazyDialogControls } from "../../../components/lazy-dialog-button.tsx";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import { VocabularyOptions } from "../../../components/vocabulary-options.tsx";

export interface AlertRuleDialogProps extends LazyDialogControls {
  /** The rule to change, or null to add one. */
  readonly rule: AlertRule | null;
}

const FIELDS = [
  "name",
  "scope",
  "service",
  "kind",
  "metric",
  "condition",
  "threshold",
  "for_minutes",
  "severity",
  "contacts",
  "enabled",
];
const groupClass = css({ border: "[none]", p: "0", m: "0", display: "grid", gap: "2" });
const legendClass = cx(text({ weight: "medium" }), css({ mb: "1" }));
const choiceClass = css({ display: "flex", gap: "2", alignItems: "baseline" });
const pairClass = css({
  display: "grid",
  gap: "3",
  gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" },
});
const WATCHED_TYPES = ALERT_KINDS.join(",");

/**
 * Adding or changing an alert rule: what it watches (one service or a kind of service), the
 * metric that kind measures, above or below a threshold for some minutes, the severity and
 * the contacts mailed. A refusal shows the server's words on their fields and keeps
 * everything typed (the dialog stays mounted, LazyDialogButton).
 */
export default function AlertRuleDialog({
  rule,
  open,
  onOpenChange,
  finalFocusEl,
}: AlertRuleDialogProps) {
  const [name, setName] = useState(rule?.name ?? "");
  const [scope, setScope] = useState<AlertScope>(rule?.scope ?? "service");
  const [service, setService] = useState(rule?.service?.id ?? "");
  const [kind, setKind] = useState<AlertKind>(rule?.kind ?? "port");
  const [metric, setMetric] = useState<AlertMetric>(rule?.metric ?? "utilisation_pct");
  const [condition, setCondition] = useState<AlertCondition>(rule?.condition ?? "above");
  const [threshold, setThreshold] = useState(rule === null ? "60" : String(rule.threshold));
  const [forMinutes, setForMinutes] = useState(rule === null ? "15" : String(rule.for_minutes));
  const [severity, setSeverity] = useState<AlertSeverity>(rule?.severity ?? "warning");
  const [contacts, setContacts] = useState<ReadonlyArray<string>>(
    rule?.contacts.map((contact) => contact.id) ?? [],
  );
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const services = useList(SERVICE_LIST, SERVICE_LIST.page({ type: WATCHED_TYPES }, 1, 100));
  const companyContacts = useList(CONTACT_LIST, CONTACT_LIST.page({}, 1, 100));
  const saving = useSaveAlertRule(rule?.id ?? null, () => onOpenChange(false));
  const errors = { ...saving.fieldErrors, ...local };
  const errorOf = (field: string) => errors[field]?.join(" ");
  const pending = saving.isPending;

  // The metrics the watched kind measures (a service's kind once chosen; every one before).
  const chosenService = services.data?.results.find((each) => each.id === service);
  const watchedKind =
    scope === "kind" ? kind : ALERT_KINDS.find((each) => each === chosenService?.type);
  const metrics = watchedKind === undefined ? ALERT_METRICS : ALERT_METRICS_OF_KIND[watchedKind];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      title={rule === null ? "Add an alert rule" : `Change ${rule.name}`}
      description="An alert fires when the condition has held for the minutes given, and resolves when it stops."
      onSubmit={() => {
        const numbers = { threshold: Number(threshold), for_minutes: Number(forMinutes) };
        const typed: Record<string, string[]> = {};
        if (threshold.trim() === "" || !Number.isFinite(numbers.threshold))
          typed.threshold = [ALERT_RULE_REFUSALS.threshold];
        if (forMinutes.trim() === "" || !Number.isInteger(numbers.for_minutes))
          typed.for_minutes = [ALERT_RULE_REFUSALS.forMinutes];
        const request = {
          name,
          scope,
          service: scope === "service" ? service : "",
          kind: scope === "kind" ? kind : ("" as const),
          metric,
          condition,
          threshold: numbers.threshold,
          for_minutes: numbers.for_minutes,
          severity,
          contacts: [...contacts],
          enabled,
        };
        const problems = { ...(alertRuleProblems(request) ?? {}), ...typed };
        setLocal(problems);
        if (Object.keys(problems).length > 0) return;
        saving.submit(request);
      }}
      pending={pending}
      submitLabel={rule === null ? "Add rule" : "Save rule"}
      cancelLabel="Cancel"
      failures={[saving.error, ...otherFieldErrors(errors, FIELDS)]}
      failureTitle="The rule was not saved"
    >
      <TextField
        label="Name"
        name="name"
        required
        autoComplete="off"
        value={name}
        disabled={pending}
        errorText={errorOf("name")}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label="Watches"
        name="scope"
        value={scope}
        disabled={pending}
        errorText={errorOf("scope")}
        onChange={(event) => setScope(event.target.value as AlertScope)}
      >
        <option value="service">One service</option>
        <option value="kind">Every service of a kind</option>
      </SelectField>
      {scope === "service" ? (
        <SelectField
          label="Service"
          name="service"
          value={service}
          disabled={pending}
          errorText={errorOf("service") ?? services.error ?? undefined}
          onChange={(event) => setService(event.target.value)}
        >
          <option value="">
            {services.isPending ? "Loading the services…" : "Choose a service"}
          </option>
          {/* A rule's service outside the first 100 stays chosen. */}
          {rule?.service &&
            !services.data?.results.some((each) => each.id === rule.service?.id) && (
              <option value={rule.service.id}>
                {rule.service.name} ({rule.service.id})
              </option>
            )}
          {(services.data?.results ?? []).map((each) => (
            <option key={each.id} value={each.id}>
              {each.custom_name ?? each.name} ({each.id})
            </option>
          ))}
        </SelectField>
      ) : (
        <SelectField
          label="Kind of service"
          name="kind"
          value={kind}
          disabled={pending}
          errorText={errorOf("kind")}
          onChange={(event) => setKind(event.target.value as AlertKind)}
        >
          <VocabularyOptions values={ALERT_KINDS} labels={ALERT_KIND_LABELS} />
        </SelectField>
      )}
      <SelectField
        label="Metric"
        name="metric"
        value={metric}
        disabled={pending}
        errorText={errorOf("metric")}
        onChange={(event) => setMetric(event.target.value as AlertMetric)}
      >
        <VocabularyOptions
          values={metrics.includes(metric) ? metrics : [metric, ...metrics]}
          labels={ALERT_METRIC_LABELS}
        />
      </SelectField>
      <div className={pairClass}>
        <SelectField
          label="Condition"
          name="condition"
          value={condition}
          disabled={pending}
          errorText={errorOf("condition")}
          onChange={(event) => setCondition(event.target.value as AlertCondition)}
        >
          <VocabularyOptions values={ALERT_CONDITIONS} labels={ALERT_CONDITION_LABELS} />
        </SelectField>
        <TextField
          label={`Threshold (${ALERT_METRIC_UNITS[metric]})`}
          name="threshold"
          inputMode="decimal"
          required
          value={threshold}
          disabled={pending}
          errorText={errorOf("threshold")}
          onChange={(event) => setThreshold(event.target.value)}
        />
      </div>
      <div className={pairClass}>
        <TextField
          label="For at least (minutes)"
          name="for_minutes"
          inputMode="numeric"
          helperText="In steps of 5: a sample is taken every 5 minutes"
          required
          value={forMinutes}
          disabled={pending}
          errorText={errorOf("for_minutes")}
          onChange={(event) => setForMinutes(event.target.value)}
        />
        <SelectField
          label="Severity"
          name="severity"
          value={severity}
          disabled={pending}
          errorText={errorOf("severity")}
          onChange={(event) => setSeverity(event.target.value as AlertSeverity)}
        >
          <VocabularyOptions values={ALERT_SEVERITIES} labels={ALERT_SEVERITY_LABELS} />
        </SelectField>
      </div>
      <fieldset className={groupClass}>
        <legend className={legendClass}>Contacts mailed when it fires and resolves</legend>
        {companyContacts.isPending && <p className={text({ size: "sm" })}>Loading the contacts…</p>}
        {(companyContacts.data?.results ?? []).map((contact) => (
          <label key={contact.id} className={choiceClass}>
            <input
              type="checkbox"
              name="contacts"
              value={contact.id}
              checked={contacts.includes(contact.id)}
              disabled={pending}
              onChange={(event) =>
                setContacts((current) =>
                  event.target.checked
                    ? [...current, contact.id]
                    : current.filter((each) => each !== contact.id),
                )
              }
            />
            {contact.name} ({contact.email})
          </label>
        ))}
        {companyContacts.data?.results.length === 0 && (
          <p className={text({ size: "sm", tone: "muted" })}>
            Your company has no contacts; users who read services are notified anyway.
          </p>
        )}
        {errorOf("contacts") && (
          <p role="alert" className={text({ tone: "danger", size: "sm" })}>
            {errorOf("contacts")}
          </p>
        )}
      </fieldset>
      <label className={choiceClass}>
        <input
          type="checkbox"
          name="enabled"
          checked={enabled}
          disabled={pending}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        Evaluate this rule (untick to pause it)
      </label>
    </FormDialog>
  );
}
