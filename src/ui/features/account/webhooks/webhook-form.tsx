import { useState } from "react";
import { css } from "#styled-system/css/index.js";
import { flex, grid } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import {
  useCreateWebhook,
  useUpdateWebhook,
} from "../../../../adapters/resources/account/webhooks.ts";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
} from "../../../../core/api/webhooks/webhook-events.ts";
import {
  type CreatedWebhook,
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_REFUSALS,
  type Webhook,
} from "../../../../core/api/webhooks/webhooks.ts";
import { Button } from "../../../components/button.tsx";
import { CheckedForm } from "../../../components/checked-form.tsx";
import { FormFailure } from "../../../components/form-failure.tsx";
import { otherFieldErrors, useSendAttempts } from "../../../components/form-feedback.ts";
import { TextField } from "../../../components/text-field.tsx";
import { VocabularyCheckboxes } from "../../../components/vocabulary-options.tsx";
import { formColumn } from "../shared/account-page.tsx";

const URL_MISSING = "Enter the address that receives the events.";

const choiceClass = flex({ gap: "2", align: "center" });

/**
 * An endpoint's address, events and description: a new one (`editing` null, whose secret
 * comes back once through `onCreated`) or a change to one (`onSaved`). What was typed stays
 * on any error, with the server's words on the fields.
 */
export function WebhookForm({
  editing,
  onCreated,
  onSaved,
  onCancel,
}: {
  readonly editing: Webhook | null;
  readonly onCreated: (hook: CreatedWebhook) => void;
  readonly onSaved: (hook: Webhook) => void;
  readonly onCancel?: () => void;
}) {
  const [url, setUrl] = useState(editing?.url ?? "");
  const [events, setEvents] = useState<ReadonlyArray<string>>(editing?.events ?? []);
  const [description, setDescription] = useState(editing?.description ?? "");
  const create = useCreateWebhook((hook) => {
    setUrl("");
    setEvents([]);
    setDescription("");
    attempts.reset();
    onCreated(hook);
  });
  const update = useUpdateWebhook(editing?.id ?? "", onSaved);
  const sending = editing === null ? create : update;
  const attempts = useSendAttempts(sending.fieldErrors);

  const urlMissing = attempts.shown(url.trim() === "", URL_MISSING);
  const noEvent = attempts.shown(events.length === 0, WEBHOOK_REFUSALS.noEvent);
  const send = () => {
    if (url.trim() === "" || events.length === 0) return;
    // In the vocabulary's order, so the list reads the same whatever order they were ticked.
    const chosen = WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));
    sending.submit({ url, events: chosen, description });
  };
  const others = otherFieldErrors(sending.fieldErrors, ["url", "events", "description"]);
  const eventProblem = noEvent ?? sending.fieldErrors.events?.join(" ");
  return (
    <CheckedForm
      attempts={attempts}
      aria-label={editing === null ? "New webhook endpoint" : `Edit the endpoint ${editing.url}`}
      onSend={send}
      className={formColumn}
    >
      <FormFailure failures={[sending.error, ...others]} />
      <TextField
        label="Endpoint URL"
        type="url"
        helperText="An https:// address on the internet that answers a POST with a 2xx status."
        value={url}
        maxLength={MAX_WEBHOOK_URL_LENGTH}
        required
        errorText={urlMissing ?? sending.fieldErrors.url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <fieldset
        className={grid({ gap: "2" })}
        aria-describedby={eventProblem ? "webhook-events-error" : undefined}
      >
        <legend className={css({ fontWeight: "semibold", mb: "2" })}>Events</legend>
        <div className={grid({ gap: "2", columns: { base: 1, sm: 2 } })}>
          <VocabularyCheckboxes
            name="events"
            values={WEBHOOK_EVENT_TYPES}
            labels={WEBHOOK_EVENT_LABELS}
            ticked={events}
            onChange={setEvents}
            choiceClassName={choiceClass}
          />
        </div>
        {eventProblem !== undefined && (
          <p
            id="webhook-events-error"
            role="alert"
            className={text({ tone: "danger", size: "sm" })}
          >
            {eventProblem}
          </p>
        )}
      </fieldset>
      <TextField
        label="Description"
        helperText="Optional: what receives it, such as “NOC ticketing”."
        value={description}
        maxLength={MAX_WEBHOOK_DESCRIPTION_LENGTH}
        errorText={sending.fieldErrors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className={flex({ gap: "3", wrap: "wrap" })}>
        <Button type="submit" disabled={sending.isPending}>
          {editing === null
            ? sending.isPending
              ? "Adding…"
              : "Add endpoint"
            : sending.isPending
              ? "Saving…"
              : "Save endpoint"}
        </Button>
        {onCancel !== undefined && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </CheckedForm>
  );
}
