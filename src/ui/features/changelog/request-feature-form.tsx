import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { heading, panel } from "#styled-system/recipes/index.js";
import { useRequestFeature } from "../../../adapters/resources/content/feature-request.ts";
import {
  FEATURE_DESCRIPTION_MAX_LENGTH,
  FEATURE_TITLE_MAX_LENGTH,
  FEATURE_URGENCIES,
  FEATURE_URGENCY_LABELS,
  type FeatureUrgency,
} from "../../../core/api/content/feature-request.ts";
import { BLANK_TEXT } from "../../../core/api/plain-text.ts";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { CheckedForm } from "../../components/checked-form.tsx";
import { serverFieldError, useSendAttempts } from "../../components/form-feedback.ts";
import { SelectField, TextAreaField, TextField } from "../../components/text-field.tsx";

/** Where the user menu's "Request a feature" leads. */
export const REQUEST_FEATURE_ANCHOR = "request-feature";

const EMPTY = { title: "", description: "", urgency: "normal" as FeatureUrgency };

/**
 * Request a feature (issue 17): what, why and how urgent, sent with POST /request-feature.
 * The sender sees the server's receipt; on a refusal everything typed stays.
 */
export function RequestFeatureForm() {
  const send = useRequestFeature();
  const [draft, setDraft] = useState(EMPTY);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const attempts = useSendAttempts(send.fieldErrors);

  // Opened from the user menu (/changelogs#request-feature): bring the form into view.
  useEffect(() => {
    if (hash === `#${REQUEST_FEATURE_ANCHOR}`) section.current?.scrollIntoView();
  }, [hash]);

  const missing = (value: string) => attempts.shown(value.trim() === "", BLANK_TEXT);
  const submit = () => {
    if (draft.title.trim() === "" || draft.description.trim() === "") return;
    send.submit(draft);
  };

  return (
    <section
      ref={section}
      id={REQUEST_FEATURE_ANCHOR}
      aria-labelledby="request-feature-title"
      className={css({ mt: "8" })}
    >
      <div className={panel()}>
        <h2 id="request-feature-title" className={heading({ size: "card" })}>
          Request a feature
        </h2>
        {send.isSuccess ? (
          <div className={grid({ gap: "3" })}>
            <Alert status="success">
              {send.data?.detail ?? "Thank you: your request has been received."}
            </Alert>
            <div>
              <Button
                variant="ghost"
                onClick={() => {
                  setDraft(EMPTY);
                  attempts.reset();
                  send.reset();
                }}
              >
                Request another feature
              </Button>
            </div>
          </div>
        ) : (
          <CheckedForm
            attempts={attempts}
            aria-label="Request a feature"
            onSend={submit}
            className={grid({ gap: "4", maxW: "xl" })}
          >
            {send.error !== null && <Alert status="error">{send.error}</Alert>}
            <TextField
              label="What would you like?"
              name="title"
              required
              maxLength={FEATURE_TITLE_MAX_LENGTH}
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              errorText={missing(draft.title) ?? serverFieldError(send.fieldErrors, "title")}
            />
            <TextAreaField
              label="Why would it help?"
              name="description"
              required
              maxLength={FEATURE_DESCRIPTION_MAX_LENGTH}
              value={draft.description}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
              errorText={
                missing(draft.description) ?? serverFieldError(send.fieldErrors, "description")
              }
            />
            <SelectField
              label="How urgent is it?"
              name="urgency"
              value={draft.urgency}
              onChange={(event) =>
                setDraft({ ...draft, urgency: event.target.value as FeatureUrgency })
              }
              errorText={serverFieldError(send.fieldErrors, "urgency")}
            >
              {FEATURE_URGENCIES.map((urgency) => (
                <option key={urgency} value={urgency}>
                  {FEATURE_URGENCY_LABELS[urgency]}
                </option>
              ))}
            </SelectField>
            <div>
              <Button type="submit" busy={send.isPending}>
                {send.isPending ? "Sending…" : "Send request"}
              </Button>
            </div>
          </CheckedForm>
        )}
      </div>
    </section>
  );
}
