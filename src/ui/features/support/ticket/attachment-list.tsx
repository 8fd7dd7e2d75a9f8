import { css, cx } from "#styled-system/css/index.js";
import { stack, wrap } from "#styled-system/patterns/index.js";
import { srOnly, text } from "#styled-system/recipes/index.js";
import { useDownloadAttachment } from "../../../../adapters/resources/support/ticket.ts";
import type { Attachment } from "../../../../core/api/support/attachments.ts";
import { formatByteSize } from "../../../../core/uploads/byte-size.ts";
import { Button } from "../../../components/button.tsx";

/** Files of a ticket or a comment, each downloadable (the browser saves it). */
export function AttachmentList({
  ticketId,
  attachments,
  label,
}: {
  readonly ticketId: string;
  readonly attachments: ReadonlyArray<Attachment>;
  readonly label: string;
}) {
  const files = useDownloadAttachment(ticketId);
  if (attachments.length === 0) return null;
  return (
    <div>
      <ul aria-label={label} className={stack({ gap: "1" })}>
        {attachments.map((attachment) => (
          <li key={attachment.id} className={wrap({ align: "center", gap: "2", fontSize: "sm" })}>
            <Button
              variant="ghost"
              size="sm"
              busy={files.downloadingId === attachment.id}
              onClick={() => files.download(attachment)}
            >
              <span className={srOnly()}>Download </span>
              {attachment.name}
            </Button>
            <span className={text({ tone: "muted", size: "xs" })}>
              {formatByteSize(attachment.size)}
              {files.downloadingId === attachment.id ? " · downloading…" : ""}
            </span>
          </li>
        ))}
      </ul>
      {files.error !== null && (
        <p role="alert" className={cx(text({ tone: "danger", size: "sm" }), css({ mt: "1" }))}>
          The file could not be downloaded: {files.error}
        </p>
      )}
    </div>
  );
}
