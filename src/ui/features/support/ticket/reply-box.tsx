import { useEffect, useState } from "react";
import { stack } from "#styled-system/patterns/index.js";
import { useTicketReply } from "../../../../adapters/resources/support/ticket-reply.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { FormFailure } from "../../../components/form-failure.tsx";
import { otherFieldErrors } from "../../../components/form-feedback.ts";
import { TextAreaField } from "../../../components/text-field.tsx";
import { TicketAttachmentsField } from "../shared/ticket-attachments-field.tsx";

/** Said when "Send reply" is pressed with nothing to send. */
export const EMPTY_REPLY = "Write a reply or attach a file.";

/**
 * The reply box: a public comment with files, sent together (multipart) with each file's
 * progress. Files refused by the upload rules never leave the browser; a refusal by the
 * server keeps the text and the files and says why.
 */
export function ReplyBox({ ticketId }: { readonly ticketId: string }) {
  const reply = useTicketReply(ticketId);
  const [comment, setComment] = useState("");
  const [incomplete, setIncomplete] = useState(false);
  const [sent, setSent] = useState(false);

  // A reply that went through: the box is emptied for the next one.
  useEffect(() => {
    if (reply.isSuccess) {
      setComment("");
      setSent(true);
    }
  }, [reply.isSuccess]);

  const commentErrors = reply.fieldErrors.comment ?? reply.fieldErrors.body;
  const otherErrors = otherFieldErrors(reply.fieldErrors, ["comment", "body"]);

  return (
    <form
      noValidate
      className={stack({ gap: "4" })}
      onSubmit={(event) => {
        event.preventDefault();
        setSent(false);
        if (comment.trim() === "" && reply.files.length === 0) {
          setIncomplete(true);
          return;
        }
        setIncomplete(false);
        reply.submit(comment);
      }}
    >
      <TextAreaField
        label="Reply"
        name="comment"
        rows={5}
        value={comment}
        disabled={reply.isPending}
        errorText={incomplete ? EMPTY_REPLY : commentErrors}
        onChange={(event) => {
          setComment(event.target.value);
          setSent(false);
        }}
      />
      <TicketAttachmentsField
        entries={reply.files}
        onAdd={reply.addFiles}
        onRemove={reply.removeFile}
        disabled={reply.isPending}
      />
      <FormFailure failures={[reply.error, ...otherErrors]} title="The reply was not sent" />
      {sent && !reply.isPending && <Alert status="success">Your reply was sent.</Alert>}
      <div>
        <Button type="submit" busy={reply.isPending}>
          {reply.isPending ? "Sending…" : "Send reply"}
        </Button>
      </div>
    </form>
  );
}
