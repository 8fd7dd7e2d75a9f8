import { useEffect } from "react";
import { text } from "#styled-system/recipes/index.js";
import { useChangeWizard } from "../../../../adapters/resources/services/service-change.ts";
import {
  CHANGE_TERM_CHOICES,
  type ChangeQuote,
  changeSpeedChoices,
} from "../../../../core/api/services/index.ts";
import { type ServiceDetail, serviceDisplayName } from "../../../../core/api/services/service.ts";
import { portalNow } from "../../../../core/clock.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { formatDisplayDate } from "../../../../core/format/display-date.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { FormDialog } from "../../../components/form-dialog.tsx";
import type { LazyDialogControls } from "../../../components/lazy-dialog-button.tsx";
import { SelectField } from "../../../components/text-field.tsx";
import { DetailFacts } from "../../../layouts/detail-page.tsx";

export interface ChangeDialogProps extends LazyDialogControls {
  readonly service: ServiceDetail;
}

/** The quote as the customer confirms it: every figure in the service's currency. */
function QuoteFacts({ quote }: { readonly quote: ChangeQuote }) {
  const credit = quote.prorated.amount.startsWith("-");
  return (
    <DetailFacts
      facts={[
        ["Current monthly charge", formatMoneyOf(quote.current_mrc)],
        ["New monthly charge", formatMoneyOf(quote.new_mrc)],
        [
          credit ? "Credit for the rest of the month" : "Charge for the rest of the month",
          `${formatMoneyOf(quote.prorated)} (${quote.prorated_days} days)`,
        ],
        ["One-off fee", formatMoneyOf(quote.one_off_fee)],
        ["Term ends", formatCalendarDay(quote.new_term_end, "No term")],
        ["Takes effect", formatDisplayDate(quote.effective, { now: portalNow() })],
      ]}
    />
  );
}

/**
 * Changing a live service (issue 42): the generic wizard (useChangeWizard) with two steps,
 * the new speed or bandwidth and term, then the server's quote to confirm. Closing keeps what
 * was typed (the component stays mounted once opened) until a change is placed: then the next
 * opening starts from the service as it is. A refusal goes back to its field.
 */
export default function ChangeDialog({
  service,
  open,
  onOpenChange,
  finalFocusEl,
}: ChangeDialogProps) {
  const wizard = useChangeWizard(service);
  const { open: openWizard, close: closeWizard } = wizard;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the wizard follows the dialog's open state only.
  useEffect(() => {
    if (open) openWizard();
    else closeWizard();
  }, [open]);

  const isPort = service.type === "port";
  const speedLabel = isPort ? "New port speed" : "New bandwidth";
  const reviewing = wizard.activeStep === 1 && wizard.placed === null;
  const { quote } = wizard.quote;
  const fieldError = (field: string) => wizard.problem(field) ?? wizard.quote.fieldErrors[field];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      title={`Change ${serviceDisplayName(service)}`}
      description={
        wizard.placed === null
          ? `Step ${wizard.activeStep + 1} of ${wizard.stepTitles.length}: ${wizard.stepTitles[wizard.activeStep] ?? ""}`
          : "Your change is under way."
      }
      onSubmit={() => {
        // Closing a placed change starts the next one afresh (the adapter's close).
        if (wizard.placed !== null) onOpenChange(false);
        else if (reviewing) wizard.confirm();
        else wizard.next();
      }}
      pending={wizard.isSubmitting}
      submitBlocked={reviewing && quote === undefined}
      submitLabel={
        wizard.placed !== null ? "Close" : reviewing ? "Confirm change" : "See the price"
      }
      cancelLabel="Keep the service as it is"
      failures={[wizard.failure, reviewing ? wizard.quote.refusal : null]}
      failureTitle={reviewing ? "This change cannot be made" : "The change was not made"}
    >
      {wizard.placed !== null ? (
        <Alert status="success" title={`Change ${wizard.placed.reference} received`}>
          It takes effect {formatDisplayDate(wizard.placed.effective, { now: portalNow() })}; the
          service page shows its progress.
        </Alert>
      ) : wizard.activeStep === 0 ? (
        <>
          <SelectField
            label={speedLabel}
            name="mbps"
            value={wizard.form.mbps ?? ""}
            disabled={wizard.isSubmitting}
            errorText={fieldError("mbps")}
            onChange={(event) => wizard.update({ mbps: event.target.value })}
          >
            {changeSpeedChoices(service).map((mbps) => (
              <option key={mbps} value={String(mbps)}>
                {formatBandwidth(mbps)}
                {mbps === service.speed_mbps ? " (current)" : ""}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Term"
            name="term_months"
            value={wizard.form.term_months ?? ""}
            disabled={wizard.isSubmitting}
            errorText={fieldError("term_months")}
            onChange={(event) => wizard.update({ term_months: event.target.value })}
          >
            <option value="">
              Keep the current term ({service.term_months} months, ends{" "}
              {formatCalendarDay(service.term_end, "not set")})
            </option>
            {CHANGE_TERM_CHOICES.map((months) => (
              <option key={months} value={String(months)}>
                A new {months}-month term from the change
              </option>
            ))}
          </SelectField>
        </>
      ) : (
        <>
          {wizard.quote.isPending && (
            <p className={text({ tone: "muted", size: "sm" })}>Working out the price…</p>
          )}
          {quote !== undefined && <QuoteFacts quote={quote} />}
          <div>
            <Button type="button" variant="outline" size="sm" onClick={wizard.back}>
              Back to speed and term
            </Button>
          </div>
        </>
      )}
    </FormDialog>
  );
}
