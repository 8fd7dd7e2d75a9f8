import { useEffect, useId, useRef, useState } from "react";
import { flex, stack, wrap } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import {
  useTicketTransitions,
  useTransitionTicket,
} from "../../../../adapters/resources/support/ticket.ts";
import { TICKET_STATUS_LABELS } from "../../../../core/api/support/ticket-vocabulary.ts";
import type { TicketTransition } from "../../../../core/api/support/workflow.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { TextAreaField } from "../../../components/text-field.tsx";

/**
 * The steps the user may take from the ticket's status (Respond, Resolve, Reopen...), as the
 * server lists them. Choosing one asks for an optional comment before it is taken; a refusal
 * keeps the comment and shows the server's reason.
 */
export function TicketTransitions({ ticketId }: { readonly ticketId: string }) {
  const transitions = useTicketTransitions(ticketId);
  const taking = useTransitionTicket(ticketId);
  const [chosen, setChosen] = useState<TicketTransition | null>(null);
  const [comment, setComment] = useState("");
  const formId = useId();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const { isSuccess, reset } = taking;

  useEffect(() => {
    if (chosen !== null) commentRef.current?.focus();
  }, [chosen]);
  useEffect(() => {
    if (isSuccess) {
      setChosen(null);
      setComment("");
    }
  }, [isSuccess]);

  if (transitions.isPending) {
    return <p className={text({ tone: "muted", size: "sm" })}>Loading the next steps…</p>;
  }
  if (transitions.isError || transitions.data === undefined) {
    return (
      <p role="alert" className={text({ tone: "danger", size: "sm" })}>
        {transitions.error ?? "The next steps could not be loaded."}
      </p>
    );
  }
  const steps = transitions.data.results;
  if (steps.length === 0) {
    return (
      <p className={text({ tone: "muted", size: "sm" })}>No step can be taken from this status.</p>
    );
  }
  const commentErrors = taking.fieldErrors.comment;
  return (
    <div className={stack({ gap: "3" })}>
      <ul aria-label="Next steps" className={wrap({ gap: "2" })}>
        {steps.map((step) => (
          <li key={step.id}>
            <Button
              variant={chosen?.id === step.id ? "primary" : "outline"}
              size="sm"
              aria-expanded={chosen?.id === step.id}
              aria-controls={formId}
              disabled={taking.isPending}
              onClick={() => {
                reset();
                setChosen(chosen?.id === step.id ? null : step);
              }}
            >
              {step.name}
            </Button>
          </li>
        ))}
      </ul>
      {chosen !== null && (
        <form
          id={formId}
          aria-label={chosen.name}
          className={stack({ gap: "3" })}
          onSubmit={(event) => {
            event.preventDefault();
            taking.submit({ transition: chosen.id, comment });
          }}
        >
          <p className={text({ size: "sm" })}>
            The ticket moves to “{TICKET_STATUS_LABELS[chosen.to_status]}”.
          </p>
          <TextAreaField
            ref={commentRef}
            label="Comment (optional)"
            name="comment"
            rows={3}
            value={comment}
            errorText={commentErrors}
            onChange={(event) => setComment(event.target.value)}
          />
          {taking.error !== null && (
            <Alert status="error" title={`${chosen.name} did not go through`}>
              {taking.error}
            </Alert>
          )}
          <div className={flex({ gap: "2" })}>
            <Button type="submit" size="sm" busy={taking.isPending}>
              {taking.isPending ? "Saving…" : chosen.name}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={taking.isPending}
              onClick={() => setChosen(null)}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
