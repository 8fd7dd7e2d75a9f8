import { useState } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import {
  useDisputeAttachments,
  useDisputeInvoice,
} from "../../../../adapters/resources/billing/invoice-dispute.ts";
import { DISPUTE_REASON_MAX_LENGTH } from "../../../../core/api/billing/dispute.ts";
import type { InvoiceDetail } from "../../../../core/api/billing/invoice.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { otherFieldErrors } from "../../../components/form-feedback.ts";
import type { LazyDialogControls } from "../../../components/lazy-dialog-button.tsx";
import { TextAreaField } from "../../../components/text-field.tsx";
import { TicketAttachmentsField } from "../../support/shared/ticket-attachments-field.tsx";

/** Said when the form is sent without a reason (the server says the same). */
export const NO_DISPUTE_REASON = "Say why you dispute the invoice.";

export interface DisputeDialogProps extends LazyDialogControls {
  readonly invoice: InvoiceDetail;
}

/**
 * "Dispute": a reason, the lines in question (none ticked disputes the whole invoice) and
 * files (uploaded as they are picked, like the support desk's), then POST .../dispute, which
 * opens a Billing ticket. A refusal keeps what was typed and shows the server's words.
 * Loaded on the first opening (dispute-button.tsx): the dialog and the upload field are
 * most of the invoice page's weight and most visits never dispute.
 */
export default function DisputeDialog({
  invoice,
  open,
  onOpenChange,
  finalFocusEl,
}: DisputeDialogProps) {
  const [reason, setReason] = useState("");
  const [lines, setLines] = useState<ReadonlyArray<string>>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const files = useDisputeAttachments();
  const disputing = useDisputeInvoice(invoice.id);
  const otherErrors = otherFieldErrors(disputing.fieldErrors, ["reason", "attachments"]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      title={`Dispute ${invoice.number}`}
      description="Our billing team answers in a support ticket. Tick the charges in question, or none to dispute the whole invoice."
      onSubmit={() => {
        if (reason.trim() === "") {
          setProblem(NO_DISPUTE_REASON);
          return;
        }
        setProblem(null);
        disputing.dispute(
          {
            reason,
            ...(lines.length === 0 ? {} : { lines: [...lines] }),
            ...(files.uploadedIds.length === 0 ? {} : { attachments: [...files.uploadedIds] }),
          },
          () => onOpenChange(false),
        );
      }}
      pending={disputing.isPending}
      submitBlocked={files.isUploading}
      submitLabel="Send dispute"
      cancelLabel="Cancel"
      failures={[disputing.error, ...otherErrors]}
      failureTitle="The dispute was not sent"
    >
      <TextAreaField
        label="Why do you dispute it?"
        name="reason"
        rows={4}
        required
        maxLength={DISPUTE_REASON_MAX_LENGTH}
        value={reason}
        disabled={disputing.isPending}
        errorText={problem ?? disputing.fieldErrors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <fieldset className={css({ border: "[none]", p: "0", m: "0" })}>
        <legend className={cx(text({ weight: "medium" }), css({ mb: "2" }))}>
          Charges in question
        </legend>
        <ul className={css({ listStyle: "none", p: "0", maxHeight: "48", overflowY: "auto" })}>
          {invoice.lines.map((line) => (
            <li key={line.id}>
              <label className={flex({ gap: "2", align: "baseline" })}>
                <input
                  type="checkbox"
                  name="lines"
                  value={line.id}
                  checked={lines.includes(line.id)}
                  disabled={disputing.isPending}
                  onChange={(event) =>
                    setLines((current) =>
                      event.target.checked
                        ? [...current, line.id]
                        : current.filter((id) => id !== line.id),
                    )
                  }
                />
                <span>
                  {line.description} ({formatMoneyOf(line.amount)})
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <TicketAttachmentsField
        entries={files.entries}
        onAdd={files.add}
        onRemove={files.remove}
        disabled={disputing.isPending}
      />
      {disputing.fieldErrors.attachments !== undefined && (
        <p role="alert" className={text({ tone: "danger", size: "sm" })}>
          {disputing.fieldErrors.attachments.join(" ")}
        </p>
      )}
    </FormDialog>
  );
}
