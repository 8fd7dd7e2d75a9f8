import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import type { ReactNode } from "react";
import { dialog } from "#styled-system/recipes/index.js";
import { Button } from "./button.tsx";
import { FormFailure } from "./form-failure.tsx";
import type { LazyDialogControls } from "./lazy-dialog-button.tsx";

const styles = dialog();

export interface FormDialogProps extends LazyDialogControls {
  readonly title: ReactNode;
  /** What sending the form will do, under the title. */
  readonly description: ReactNode;
  /** Sends the form; the browser's own submission is already prevented. */
  onSubmit(): void;
  /** The fields. */
  readonly children: ReactNode;
  /** While the request is on its way: the fields' owner disables them, this the buttons. */
  readonly pending: boolean;
  /** Holds the submit button back for another reason (a file still uploading). */
  readonly submitBlocked?: boolean;
  readonly submitLabel: string;
  /** The close button's words, which say what closing keeps ("Keep the service"). */
  readonly cancelLabel: string;
  /**
   * What went wrong with the last try that no field shows: the request's failure in the
   * customer's words and the server's messages on fields the form does not have. Shown under
   * the fields with `failureTitle` when any is there.
   */
  readonly failures: ReadonlyArray<string | null>;
  readonly failureTitle: string;
}

/**
 * A dialog that asks for a few fields and sends them (an invoice's dispute, a service's cease
 * request): title and description, the fields, what went wrong, and the close and submit
 * buttons. Mounted on its first opening by LazyDialogButton; the content unmounts on closing
 * while the caller, which keeps what was typed, stays mounted.
 */
export function FormDialog({
  open,
  onOpenChange,
  finalFocusEl,
  title,
  description,
  onSubmit,
  children,
  pending,
  submitBlocked = false,
  submitLabel,
  cancelLabel,
  failures,
  failureTitle,
}: FormDialogProps) {
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
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            <form
              noValidate
              className={styles.body}
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit();
              }}
            >
              {children}
              <FormFailure failures={failures} title={failureTitle} />
              <div className={styles.actions}>
                <Dialog.CloseTrigger asChild>
                  <Button variant="ghost" disabled={pending}>
                    {cancelLabel}
                  </Button>
                </Dialog.CloseTrigger>
                <Button type="submit" busy={pending} disabled={submitBlocked}>
                  {pending ? "Sending…" : submitLabel}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
