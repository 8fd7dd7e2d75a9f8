import { useState } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { flex, grid } from "#styled-system/patterns/index.js";
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
import { BLANK_TEXT } from "../../../../core/api/plain-text.ts";
import { CONTACT_LIST } from "../../../../core/api/reference/contacts.ts";
import { SERVICE_LIST } from "../../../../core/api/services/service-list-query.ts";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { toggled, useFormDraft } from "../../../components/form-draft.ts";
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
const groupClass = grid({ border: "[none]", p: "0", m: "0", gap: "2" });
const legendClass = cx(text({ weight: "medium" }), css({ mb: "1" }));
const choiceClass = flex({ gap: "2", align: "baseline" });
const pairClass = grid({
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
  const form = useFormDraft(() => ({
    name: rule?.name ?? "",
    scope: rule?.scope ?? ("service" as AlertScope),
    service: rule?.service?.id ?? "",
    kind: rule?.kind ?? ("port" as AlertKind),
    metric: rule?.metric ?? ("utilisation_pct" as AlertMetric),
    condition: rule?.condition ?? ("above" as AlertCondition),
    // Typed as text: a number is checked on submit, keeping what was typed.
    threshold: rule === null ? "60" : String(rule.threshold),
    for_minutes: rule === null ? "15" : String(rule.for_minutes),
    severity: rule?.severity ?? ("warning" as AlertSeverity),
    contacts: rule?.contacts.map((contact) => contact.id) ?? ([] as ReadonlyArray<string>),
    enabled: rule?.enabled ?? true,
  }));
  const { scope, service, kind, metric, threshold, for_minutes: forMinutes, contacts } = form.draft;
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const services = useList(SERVICE_LIST, SERVICE_LIST.page({ type: WATCHED_TYPES }, 1, 100));
  const companyContacts = useList(CONTACT_LIST, CONTACT_LIST.page({}, 1, 100));
  const saving = useSaveAlertRule(rule?.id ?? null, () => onOpenChange(false));
  const errors = { ...saving.fieldErrors, ...local };
  const errorOf = (field: string) => errors[field]?.join(" ");
  const pending = saving.isPending;
  const field = form.fields({ disabled: pending, errorOf });

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
        // Said with the rest, not only after the server has refused a request with a service.
        if (form.draft.name.trim() === "") typed.name = [BLANK_TEXT];
        if (threshold.trim() === "" || !Number.isFinite(numbers.threshold))
          typed.threshold = [ALERT_RULE_REFUSALS.threshold];
        if (forMinutes.trim() === "" || !Number.isInteger(numbers.for_minutes))
          typed.for_minutes = [ALERT_RULE_REFUSALS.forMinutes];
        const request = {
          ...form.draft,
          service: scope === "service" ? service : "",
          kind: scope === "kind" ? kind : ("" as const),
          ...numbers,
          contacts: [...contacts],
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
      <TextField label="Name" {...field("name")} required autoComplete="off" />
      <SelectField label="Watches" {...field("scope")}>
        <option value="service">One service</option>
        <option value="kind">Every service of a kind</option>
      </SelectField>
      {scope === "service" ? (
        <SelectField
          label="Service"
          {...field("service")}
          errorText={errorOf("service") ?? services.error ?? undefined}
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
        <SelectField label="Kind of service" {...field("kind")}>
          <VocabularyOptions values={ALERT_KINDS} labels={ALERT_KIND_LABELS} />
        </SelectField>
      )}
      <SelectField label="Metric" {...field("metric")}>
        <VocabularyOptions
          values={metrics.includes(metric) ? metrics : [metric, ...metrics]}
          labels={ALERT_METRIC_LABELS}
        />
      </SelectField>
      <div className={pairClass}>
        <SelectField label="Condition" {...field("condition")}>
          <VocabularyOptions values={ALERT_CONDITIONS} labels={ALERT_CONDITION_LABELS} />
        </SelectField>
        <TextField
          label={`Threshold (${ALERT_METRIC_UNITS[metric]})`}
          {...field("threshold")}
          inputMode="decimal"
          required
        />
      </div>
      <div className={pairClass}>
        <TextField
          label="For at least (minutes)"
          {...field("for_minutes")}
          inputMode="numeric"
          helperText="In steps of 5: a sample is taken every 5 minutes"
          required
        />
        <SelectField label="Severity" {...field("severity")}>
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
                form.set("contacts", toggled(contacts, contact.id, event.target.checked))
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
          checked={form.draft.enabled}
          disabled={pending}
          onChange={(event) => form.set("enabled", event.target.checked)}
        />
        Evaluate this rule (untick to pause it)
      </label>
    </FormDialog>
  );
}
