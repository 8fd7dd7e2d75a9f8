import { useEffect, useState } from "react";
import {
  useCeaseReasons,
  useRequestCease,
} from "../../../../adapters/resources/services/service.ts";
import { utcToday } from "../../../../core/api/calendar-date.ts";
import {
  CEASE_COMMENT_MAX_LENGTH,
  ceaseDateProblem,
} from "../../../../core/api/services/cease-orders.ts";
import { type ServiceDetail, serviceDisplayName } from "../../../../core/api/services/service.ts";
import { portalNow } from "../../../../core/clock.ts";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { otherFieldErrors } from "../../../components/form-feedback.ts";
import type { LazyDialogControls } from "../../../components/lazy-dialog-button.tsx";
import { SelectField, TextAreaField, TextField } from "../../../components/text-field.tsx";

/** Said when the form is sent without a reason. */
export const NO_CEASE_REASON = "Choose why the service should be ceased.";

export interface CeaseDialogProps extends LazyDialogControls {
  readonly service: ServiceDetail;
  /** Called once the provider has the request. */
  onRequested(): void;
}

/**
 * The cease dialog: a reason (GET /cease-reasons), a date (today or later, the core rule the
 * server applies too) and an optional note, then POST /cease_orders. A refusal (a reason
 * withdrawn meanwhile, a service someone else already ceased) keeps what was typed and shows
 * the server's words on the fields. What was typed also survives closing and reopening: this
 * component stays mounted once opened. Loaded on the first opening (cease-request.tsx).
 */
export default function CeaseDialog({
  service,
  open,
  onOpenChange,
  onRequested,
  finalFocusEl,
}: CeaseDialogProps) {
  const [reason, setReason] = useState("");
  const [date, setDate] = useState("");
  const [comment, setComment] = useState("");
  const [problems, setProblems] = useState<{ reason?: string; cease_date?: string }>({});
  const reasons = useCeaseReasons(open);
  const cease = useRequestCease(service.id);
  const today = utcToday(portalNow());

  useEffect(() => {
    if (cease.isSuccess) {
      onOpenChange(false);
      onRequested();
    }
  }, [cease.isSuccess, onOpenChange, onRequested]);

  const fieldError = (field: "reason" | "cease_date") =>
    problems[field] ?? cease.fieldErrors[field];
  const otherErrors = otherFieldErrors(cease.fieldErrors, ["reason", "cease_date", "comment"]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      title={`Cease ${serviceDisplayName(service)}`}
      description="The service stops on the date you choose. You can withdraw the request while it is pending."
      onSubmit={() => {
        const found = {
          ...(reason === "" ? { reason: NO_CEASE_REASON } : {}),
          ...(ceaseDateProblem(date, today) === undefined
            ? {}
            : { cease_date: ceaseDateProblem(date, today) }),
        };
        setProblems(found);
        if (Object.keys(found).length > 0) return;
        cease.submit({
          service: service.id,
          reason,
          cease_date: date,
          ...(comment.trim() === "" ? {} : { comment }),
        });
      }}
      pending={cease.isPending}
      submitLabel="Request cease"
      cancelLabel="Keep the service"
      failures={[cease.error, ...otherErrors]}
      failureTitle="The request was not sent"
    >
      <SelectField
        label="Reason"
        name="reason"
        value={reason}
        required
        disabled={reasons.isPending || cease.isPending}
        errorText={reasons.error ?? fieldError("reason")}
        onChange={(event) => setReason(event.target.value)}
      >
        <option value="">{reasons.isPending ? "Loading reasons…" : "Choose a reason"}</option>
        {(reasons.data?.results ?? []).map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Cease date"
        type="date"
        name="cease_date"
        value={date}
        min={today}
        required
        disabled={cease.isPending}
        errorText={fieldError("cease_date")}
        onChange={(event) => setDate(event.target.value)}
      />
      <TextAreaField
        label="Note for the provider (optional)"
        name="comment"
        rows={3}
        maxLength={CEASE_COMMENT_MAX_LENGTH}
        value={comment}
        disabled={cease.isPending}
        errorText={cease.fieldErrors.comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </FormDialog>
  );
}
