import { Schema } from "effect";
import { trimmedText } from "../plain-text.ts";
import { boundedText, Id, MAX_ID_LENGTH } from "../primitives.ts";
import { TempAttachmentIds } from "./comments.ts";
import { TicketType } from "./request-types.ts";
import {
  TEMPLATE_VALUE_MAX_LENGTH,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_SUMMARY_MAX_LENGTH,
} from "./ticket-text.ts";
import { TicketPriority } from "./ticket-vocabulary.ts";

/** How a template field is entered: its value always travels as text. */
export const TEMPLATE_FIELD_KINDS = ["text", "textarea", "select", "date", "service"] as const;
export type TemplateFieldKind = (typeof TEMPLATE_FIELD_KINDS)[number];

/** A choice of a select or service field: the value sent, the label shown. */
export const FieldOption = Schema.Struct({ value: Schema.String, label: Schema.String });
export type FieldOption = typeof FieldOption.Type;

/**
 * One field a request type asks for beyond summary, description and priority. `select`
 * values are one of `options`; `date` is a day (YYYY-MM-DD); `service` is one of the
 * company's service ids, listed in `options`.
 */
export const TemplateField = Schema.Struct({
  name: Schema.String,
  label: Schema.String,
  kind: Schema.Literals(TEMPLATE_FIELD_KINDS),
  required: Schema.Boolean,
  help_text: Schema.NullOr(Schema.String),
  options: Schema.Array(FieldOption),
});
export type TemplateField = typeof TemplateField.Type;

/**
 * A template value as the ticket shows it (TicketFieldValue.value): a select's or service's
 * choice by its label, anything else as entered.
 */
export function templateValueText(
  field: { readonly kind: TemplateFieldKind; readonly options: ReadonlyArray<FieldOption> },
  value: string,
): string {
  if (field.kind !== "select" && field.kind !== "service") return value;
  return field.options.find((option) => option.value === value)?.label ?? value;
}

/**
 * GET /support/request/template/{id} (`id`: a request type): the form of that type.
 * `related_service` says whether the ticket must name one of the company's services and
 * lists them; `fields` are the type's own fields, in order.
 */
export const RequestTemplate = Schema.Struct({
  request_type: TicketType,
  related_service: Schema.Struct({
    required: Schema.Boolean,
    options: Schema.Array(FieldOption),
  }),
  fields: Schema.Array(TemplateField),
});
export type RequestTemplate = typeof RequestTemplate.Type;

/**
 * POST /support/request: a new ticket from a template. `classification` must belong to the
 * request type; `service` is a company service id (required when the template says so);
 * `fields` maps template field names to values (unknown names are refused);
 * `attachments` are temporary attachment ids of the caller. Answers 201 with the ticket
 * (TicketDetail); the reporter follows it from the start.
 */
/** A template field's name as a client sends it back: a short key, never free text. */
const TemplateFieldName = boundedText(MAX_ID_LENGTH);

export const CreateTicketRequest = Schema.Struct({
  request_type: Id,
  classification: Schema.optionalKey(Schema.NullOr(Id)),
  summary: trimmedText(TICKET_SUMMARY_MAX_LENGTH),
  description: trimmedText(TICKET_DESCRIPTION_MAX_LENGTH),
  priority: Schema.optionalKey(TicketPriority),
  service: Schema.optionalKey(Schema.NullOr(Id)),
  fields: Schema.optionalKey(
    Schema.Record(TemplateFieldName, trimmedText(TEMPLATE_VALUE_MAX_LENGTH, { optional: true })),
  ),
  attachments: Schema.optionalKey(TempAttachmentIds),
});
export type CreateTicketRequest = typeof CreateTicketRequest.Type;
