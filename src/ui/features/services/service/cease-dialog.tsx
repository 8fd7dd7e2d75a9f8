import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useEffect, useState } from "react";
import { dialog } from "../../../../../styled-system/recipes/index.js";
import { useCeaseReasons, useRequestCease } from "../../../../adapters/react/index.ts";
import { utcToday } from "../../../../core/api/calendar-date.ts";
import {
  CEASE_COMMENT_MAX_LENGTH,
  ceaseDateProblem,
} from "../../../../core/api/services/cease-orders.ts";
import { type ServiceDetail, serviceDisplayName } from "../../../../core/api/services/service.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import type { LazyDialogControls } from "../../../components/lazy-dialog-button.tsx";
import { SelectField, TextAreaField, TextField } from "../../../components/text-field.tsx";
import { otherFieldErrors } from "../../auth/form-feedback.ts";

const styles = dialog();

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
  const today = utcToday(new Date());

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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content}>
            <Dialog.Title className={styles.title}>
              Cease {serviceDisplayName(service)}
            </Dialog.Title>
            <Dialog.Description className={styles.description}>
              The service stops on the date you choose. You can withdraw the request while it is
              pending.
            </Dialog.Description>
            <form
              noValidate
              className={styles.body}
              onSubmit={(event) => {
                event.preventDefault();
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
                <option value="">
                  {reasons.isPending ? "Loading reasons…" : "Choose a reason"}
                </option>
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
              {(cease.error !== null || otherErrors.length > 0) && (
                <Alert status="error" title="The request was not sent">
                  {[cease.error, ...otherErrors].filter((message) => message !== null).join(" ")}
                </Alert>
              )}
              <div className={styles.actions}>
                <Dialog.CloseTrigger asChild>
                  <Button variant="ghost" disabled={cease.isPending}>
                    Keep the service
                  </Button>
                </Dialog.CloseTrigger>
                <Button type="submit" aria-busy={cease.isPending} disabled={cease.isPending}>
                  {cease.isPending ? "Sending…" : "Request cease"}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
