import type { TicketDraft } from "../../../../adapters/resources/support/ticket-draft.ts";
import { BLANK_TEXT } from "../../../../core/api/plain-text.ts";
import type { RequestTemplate } from "../../../../core/api/support/request-template.ts";

/**
 * What the create form checks before sending, so the obvious gaps are shown at once; the
 * server checks everything again and its messages are shown the same way. Messages are
 * keyed as the server keys them: `summary`, `service`, `fields.<name>`, `attachments`, and
 * worded as it words them (a blank field: BLANK_TEXT); the field shows them in the customer's
 * words (components/text-field.tsx).
 */

export const CHOOSE_REQUEST_TYPE = "Choose what kind of request this is.";
export const CHOOSE_SERVICE = "Choose the service this is about.";
export const UPLOADS_RUNNING = "Wait until the files have finished uploading.";
export const UPLOADS_FAILED = "Remove the files that could not be uploaded, or try them again.";

export interface UploadsState {
  readonly isUploading: boolean;
  readonly hasFailures: boolean;
}

export function draftProblems(
  draft: TicketDraft,
  template: RequestTemplate | undefined,
  uploads: UploadsState,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const blank = (value: string | undefined) => (value ?? "").trim() === "";
  if (blank(draft.request_type)) problems.request_type = [CHOOSE_REQUEST_TYPE];
  if (blank(draft.summary)) problems.summary = [BLANK_TEXT];
  if (blank(draft.description)) problems.description = [BLANK_TEXT];
  if (template?.related_service.required === true && blank(draft.service)) {
    problems.service = [CHOOSE_SERVICE];
  }
  for (const field of template?.fields ?? []) {
    if (field.required && blank(draft.fields[field.name])) {
      problems[`fields.${field.name}`] = [BLANK_TEXT];
    }
  }
  if (uploads.isUploading) problems.attachments = [UPLOADS_RUNNING];
  else if (uploads.hasFailures) problems.attachments = [UPLOADS_FAILED];
  return problems;
}

/** Each template field's messages, by the field's own name. */
export function templateFieldErrors(
  errors: Readonly<Record<string, readonly string[]>>,
): Record<string, readonly string[]> {
  const byName: Record<string, readonly string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (key.startsWith("fields.")) byName[key.slice("fields.".length)] = messages;
  }
  return byName;
}
