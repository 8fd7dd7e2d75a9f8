import { TempAttachment } from "../../../core/api/support/index.ts";
import type { FileTransfer, UploadOptions } from "../../files/file-transfer.ts";

/**
 * Temporary attachments: a file held for its uploader until a new ticket takes it
 * (POST /support/request). draft-attachments.ts uploads the create form's files with it.
 */

/** The name of every file part of the support desk's multipart forms. */
export const FILE_PART = "file";

/** One file held for the uploader until it is attached (POST /support/request). */
export function addTempAttachment(
  transfer: FileTransfer,
  serviceDeskId: string,
  file: File,
  options: UploadOptions = {},
) {
  const form = new FormData();
  form.append(FILE_PART, file, file.name);
  return transfer.upload({
    path: `/support/servicedesk/${encodeURIComponent(serviceDeskId)}/add-temp-attachment`,
    form,
    response: TempAttachment,
    ...options,
  });
}
