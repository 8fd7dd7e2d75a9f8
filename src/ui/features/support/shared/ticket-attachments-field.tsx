import { useRuntimeConfig } from "../../../../adapters/react/runtime-config-context.tsx";
import { TICKET_ATTACHMENTS_MAX } from "../../../../core/api/support/ticket-text.ts";
import {
  FileUploadField,
  type FileUploadFieldProps,
} from "../../../components/file-upload/file-upload-field.tsx";

/**
 * The files a new ticket, a reply or an invoice dispute (a billing ticket) carries: the desk's
 * limits (how many per ticket, the deployment's size cap), so the three forms cannot differ.
 */
export function TicketAttachmentsField(
  props: Pick<FileUploadFieldProps, "entries" | "onAdd" | "onRemove" | "disabled">,
) {
  const { uploadMaxBytes } = useRuntimeConfig();
  return (
    <FileUploadField
      label="Attachments"
      maxBytes={uploadMaxBytes}
      maxFiles={TICKET_ATTACHMENTS_MAX}
      {...props}
    />
  );
}
