import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { ActivityPostResult } from "../../../core/api/support/index.ts";
import { formFailure, NO_FORM_FAILURE } from "../../api/index.ts";
import {
  type AttachmentEntry,
  progressPerFile,
  waitingEntry,
} from "../../files/attachment-entries.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { ticketChanged } from "./ticket.ts";
import { postTicketActivity } from "./ticket-activity.ts";

export type { AttachmentEntry };

/**
 * The reply box of a ticket: a comment and files, posted together as one multipart form
 * (POST .../activity, spec section 7), with each file's share of the upload progress. On a
 * refusal the files stay and the message says why; on success they are cleared and the
 * ticket's feed refreshed. The comment's text is the form's to keep.
 */

export interface TicketReplyView {
  readonly files: ReadonlyArray<AttachmentEntry>;
  addFiles(files: ReadonlyArray<File>): void;
  removeFile(key: string): void;
  submit(comment: string): void;
  readonly isPending: boolean;
  readonly isSuccess: boolean;
  readonly error: string | null;
  readonly fieldErrors: Record<string, string[]>;
  reset(): void;
}

const NOTHING: ReadonlyArray<AttachmentEntry> = Object.freeze([]);

export function useTicketReply(id: string): TicketReplyView {
  const transfer = fileTransferOf(usePortal());
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<ReadonlyArray<AttachmentEntry>>(NOTHING);

  const posting = useMutation({
    mutationFn: ({ comment, sent }: { comment: string; sent: ReadonlyArray<AttachmentEntry> }) => {
      const picked = sent.flatMap((entry) => (entry.file === undefined ? [] : [entry.file]));
      const keys = new Set(sent.map((entry) => entry.key));
      const sizes = sent.map((entry) => entry.size);
      setFiles((current) =>
        current.map((entry) =>
          keys.has(entry.key) ? { ...entry, state: "uploading", progress: 0, error: null } : entry,
        ),
      );
      return postTicketActivity(
        transfer,
        id,
        { comment, files: picked },
        {
          onProgress: (progress) => {
            const shares = progressPerFile(sizes, progress);
            setFiles((current) =>
              current.map((entry) => {
                const index = sent.findIndex((item) => item.key === entry.key);
                return index < 0 ? entry : { ...entry, progress: shares[index] ?? 0 };
              }),
            );
          },
        },
      );
    },
    onSuccess: (_: ActivityPostResult) => {
      setFiles(NOTHING);
      void ticketChanged(queryClient, id);
    },
    onError: () =>
      setFiles((current) =>
        current.map((entry) =>
          entry.state === "uploading" ? { ...entry, state: "waiting", progress: 0 } : entry,
        ),
      ),
  });

  const { mutate, reset } = posting;
  const addFiles = useCallback(
    (picked: ReadonlyArray<File>) =>
      setFiles((current) => [...current, ...picked.map((file) => waitingEntry(file))]),
    [],
  );
  const removeFile = useCallback(
    (key: string) => setFiles((current) => current.filter((entry) => entry.key !== key)),
    [],
  );
  const submit = useCallback(
    (comment: string) => mutate({ comment, sent: files }),
    [mutate, files],
  );
  const failure = useMemo(
    () => (posting.isError ? formFailure(posting.error) : NO_FORM_FAILURE),
    [posting.isError, posting.error],
  );
  return {
    files,
    addFiles,
    removeFile,
    submit,
    isPending: posting.isPending,
    isSuccess: posting.isSuccess,
    error: failure.error,
    fieldErrors: failure.fieldErrors,
    reset,
  };
}
