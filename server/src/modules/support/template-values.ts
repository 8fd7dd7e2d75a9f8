import { isCalendarDateText } from "../../../../src/core/api/calendar-date.ts";
import {
  type CreateTicketRequest,
  type RequestTemplate,
  type TicketFieldValue,
  templateValueText,
} from "../../../../src/core/api/support/index.ts";

const REQUIRED = "This field is required.";

/** Why a value does not fit its field, or null when it does. */
function problemOf(field: RequestTemplate["fields"][number], value: string): string | null {
  if (value === "") return field.required ? REQUIRED : null;
  if (field.kind === "date" && !isCalendarDateText(value)) return "Enter a date as YYYY-MM-DD.";
  if (
    (field.kind === "select" || field.kind === "service") &&
    !field.options.some((option) => option.value === value)
  ) {
    return `"${value}" is not one of the choices.`;
  }
  return null;
}

export interface CheckedRequest {
  readonly fields: TicketFieldValue[];
  readonly service: { readonly id: string; readonly name: string } | null;
  /** Field -> messages, DRF style (`fields.impact`); empty when the request is valid. */
  readonly problems: Record<string, string[]>;
}

/**
 * Checks a new ticket's related service and template values against the request type's
 * template: required fields given, choices among the options, days that exist, no field
 * the template does not have. Values are kept as the ticket shows them (templateValueText).
 */
export function checkTemplateValues(
  template: RequestTemplate,
  request: CreateTicketRequest,
): CheckedRequest {
  const problems: Record<string, string[]> = {};
  const given = request.fields ?? {};
  for (const name of Object.keys(given)) {
    if (!template.fields.some((field) => field.name === name)) {
      problems[`fields.${name}`] = ["This request type has no such field."];
    }
  }
  const fields: TicketFieldValue[] = [];
  for (const field of template.fields) {
    const value = given[field.name] ?? "";
    const problem = problemOf(field, value);
    if (problem !== null) problems[`fields.${field.name}`] = [problem];
    else if (value !== "") {
      fields.push({ name: field.name, label: field.label, value: templateValueText(field, value) });
    }
  }
  const serviceId = request.service ?? null;
  const option = template.related_service.options.find((item) => item.value === serviceId);
  if (serviceId === null && template.related_service.required) problems.service = [REQUIRED];
  if (serviceId !== null && !option) problems.service = ["Unknown service."];
  return {
    fields,
    service: option ? { id: option.value, name: option.label } : null,
    problems,
  };
}
