import type { MutationView } from "../../adapters/react/result-views.ts";
import { FormDialog } from "./form-dialog.tsx";
import type { LazyDialogControls } from "./lazy-dialog-button.tsx";

export interface RemovalDialogProps extends LazyDialogControls {
  /** "Remove Ops rota?" */
  readonly title: string;
  /** What the removal ends and what it keeps, in the customer's words. */
  readonly description: string;
  /** The removal's call, which closes the dialog once it is done. */
  readonly removing: Pick<MutationView<void, unknown>, "submit" | "isPending" | "error">;
  /** "Remove contact". */
  readonly submitLabel: string;
  /** What a failure says above its reason: "The contact was not removed". */
  readonly failureTitle: string;
}

/**
 * Asks before a record is removed (a contact, an alert rule): what goes and what stays, the
 * removal, or "Keep it"; a refused removal shows why and leaves the dialog open.
 */
export function RemovalDialog({
  open,
  onOpenChange,
  finalFocusEl,
  title,
  description,
  removing,
  submitLabel,
  failureTitle,
}: RemovalDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      title={title}
      description={description}
      onSubmit={() => removing.submit(undefined)}
      pending={removing.isPending}
      submitLabel={submitLabel}
      cancelLabel="Keep it"
      failures={[removing.error]}
      failureTitle={failureTitle}
    >
      {null}
    </FormDialog>
  );
}
