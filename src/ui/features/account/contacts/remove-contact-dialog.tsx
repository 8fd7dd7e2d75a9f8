import { useRemoveContact } from "../../../../adapters/resources/account/contact.ts";
import type { Contact } from "../../../../core/api/reference/index.ts";
import type { LazyDialogControls } from "../../../components/lazy-dialog-button.tsx";
import { RemovalDialog } from "../../../components/removal-dialog.tsx";

export interface RemoveContactDialogProps extends LazyDialogControls {
  readonly contact: Contact;
}

/** Asks before a contact is removed: it then receives no more notices. */
export default function RemoveContactDialog({ contact, ...controls }: RemoveContactDialogProps) {
  const removing = useRemoveContact(contact.id, () => controls.onOpenChange(false));
  return (
    <RemovalDialog
      {...controls}
      title={`Remove ${contact.name}?`}
      description={`${contact.email} will receive no more notices from us.`}
      removing={removing}
      submitLabel="Remove contact"
      failureTitle="The contact was not removed"
    />
  );
}
