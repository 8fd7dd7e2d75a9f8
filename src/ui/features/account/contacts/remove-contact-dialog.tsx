import { useRemoveContact } from "../../../../adapters/resources/account/contact.ts";
import type { Contact } from "../../../../core/api/reference/index.ts";
import { FormDialog } from "../../../components/form-dialog.tsx";
import type { LazyDialogControls } from "../../../components/lazy-dialog-button.tsx";

export interface RemoveContactDialogProps extends LazyDialogControls {
  readonly contact: Contact;
}

/** Asks before a contact is removed: it then receives no more notices. */
export default function RemoveContactDialog({
  contact,
  open,
  onOpenChange,
  finalFocusEl,
}: RemoveContactDialogProps) {
  const removing = useRemoveContact(contact.id, () => onOpenChange(false));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      title={`Remove ${contact.name}?`}
      description={`${contact.email} will receive no more notices from us.`}
      onSubmit={() => removing.submit(undefined)}
      pending={removing.isPending}
      submitLabel="Remove contact"
      cancelLabel="Keep it"
      failures={[removing.error]}
      failureTitle="The contact was not removed"
    >
      {null}
    </FormDialog>
  );
}
