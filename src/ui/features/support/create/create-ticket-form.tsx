import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { stack, wrap } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import {
  createTicketRequest,
  useCreateTicket,
} from "../../../../adapters/resources/support/create-ticket.ts";
import { useDraftAttachments } from "../../../../adapters/resources/support/draft-attachments.ts";
import { useTicketClassifications } from "../../../../adapters/resources/support/request-types.ts";
import type { TicketDraftView } from "../../../../adapters/resources/support/ticket-draft.ts";
import type { RequestTemplate } from "../../../../core/api/support/request-template.ts";
import {
  DEFAULT_TICKET_PRIORITY,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
} from "../../../../core/api/support/ticket-vocabulary.ts";
import { Button } from "../../../components/button.tsx";
import { FormFailure } from "../../../components/form-failure.tsx";
import { useFocusFirstInvalid } from "../../../components/form-feedback.ts";
import { SelectField, TextAreaField, TextField } from "../../../components/text-field.tsx";
import { TicketAttachmentsField } from "../shared/ticket-attachments-field.tsx";
import { TemplateFields } from "./template-fields.tsx";
import { draftProblems, templateFieldErrors } from "./ticket-form-checks.ts";

/** Fields the form shows the server's messages next to; the rest go in the summary alert. */
const PLACED = new Set([
  "summary",
  "description",
  "priority",
  "service",
  "classification",
  "attachments",
]);

/**
 * The template's form for the chosen request type. Everything typed goes into the draft as it
 * is typed, files are uploaded as they are picked, and a refused submit keeps all of it,
 * with the messages next to the fields they are about.
 */
export function CreateTicketForm({
  template,
  draft,
}: {
  readonly template: RequestTemplate;
  readonly draft: TicketDraftView;
}) {
  const navigate = useNavigate();
  const creating = useCreateTicket((ticket) =>
    navigate(`/support/tickets/${encodeURIComponent(ticket.id)}`),
  );
  const files = useDraftAttachments(template.request_type.service_desk_id);
  const classifications = useTicketClassifications(template.request_type.id);
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);
  const values = draft.draft;

  const errors: Record<string, readonly string[]> = { ...creating.fieldErrors, ...problems };
  const fieldErrors = templateFieldErrors(errors);
  const templateKeys = new Set(template.fields.map((field) => `fields.${field.name}`));
  const unplaced = Object.entries(creating.fieldErrors)
    .filter(([key]) => !PLACED.has(key) && !templateKeys.has(key))
    .flatMap(([, messages]) => messages);
  const change = (patch: Parameters<TicketDraftView["update"]>[0]) => {
    draft.update(patch);
    setProblems({});
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="New ticket"
      className={stack({ gap: "5" })}
      onSubmit={(event) => {
        event.preventDefault();
        const found = draftProblems(values, template, files);
        setProblems(found);
        setAttempt((count) => count + 1);
        if (Object.keys(found).length > 0) return;
        creating.submit(createTicketRequest(values, template, files.uploadedIds));
      }}
    >
      <SelectField
        label="Classification"
        name="classification"
        value={values.classification}
        disabled={classifications.isPending}
        errorText={errors.classification}
        helperText="Optional: helps us route your request."
        onChange={(event) => change({ classification: event.target.value })}
      >
        <option value="">
          {classifications.isPending ? "Loading classifications…" : "Not sure"}
        </option>
        {(classifications.data?.results ?? []).map((classification) => (
          <option key={classification.id} value={classification.id}>
            {classification.name}
          </option>
        ))}
      </SelectField>
      {(template.related_service.required || template.related_service.options.length > 0) && (
        <SelectField
          label="Service"
          name="service"
          required={template.related_service.required}
          value={values.service}
          errorText={errors.service}
          onChange={(event) => change({ service: event.target.value })}
        >
          <option value="">
            {template.related_service.required ? "Choose a service" : "None"}
          </option>
          {template.related_service.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label="Summary"
        name="summary"
        required
        value={values.summary}
        errorText={errors.summary}
        onChange={(event) => change({ summary: event.target.value })}
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={6}
        value={values.description}
        errorText={errors.description}
        helperText="What happened, since when, and what you have tried."
        onChange={(event) => change({ description: event.target.value })}
      />
      <SelectField
        label="Priority"
        name="priority"
        value={values.priority === "" ? DEFAULT_TICKET_PRIORITY : values.priority}
        errorText={errors.priority}
        onChange={(event) => change({ priority: event.target.value })}
      >
        {TICKET_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {TICKET_PRIORITY_LABELS[priority]}
          </option>
        ))}
      </SelectField>
      <TemplateFields
        fields={template.fields}
        values={values.fields}
        errors={fieldErrors}
        disabled={creating.isPending}
        onChange={(name, value) => {
          draft.setField(name, value);
          setProblems({});
        }}
      />
      <div>
        <TicketAttachmentsField
          entries={files.entries}
          onAdd={files.add}
          onRemove={files.remove}
          disabled={creating.isPending}
        />
        {errors.attachments !== undefined && (
          <p role="alert" className={cx(text({ tone: "danger", size: "sm" }), css({ mt: "2" }))}>
            {errors.attachments.join(" ")}
          </p>
        )}
      </div>
      <FormFailure failures={[creating.error, ...unplaced]} title="The ticket was not created" />
      <div className={wrap({ gap: "2" })}>
        <Button type="submit" busy={creating.isPending}>
          {creating.isPending ? "Creating…" : "Create ticket"}
        </Button>
      </div>
    </form>
  );
}
