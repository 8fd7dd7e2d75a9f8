import { useCallback, useMemo, useRef, useState } from "react";
import type { TempAttachment } from "../../../core/api/support/index.ts";
import { portalNow } from "../../../core/clock.ts";
import {
  type AttachmentEntry,
  uploadedFraction,
  uploadingEntry,
  uploadRefusal,
} from "../../files/attachment-entries.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { addTempAttachment } from "./temp-attachments.ts";
import { ticketDraftStore, usableDraft, useDraftOwner, useTicketDraft } from "./ticket-draft.ts";

/**
 * The files of the ticket being created: each is uploaded as soon as it is picked, as a
 * temporary attachment of the service desk (POST /support/servicedesk/{id}/add-temp-attachment)
 * with its progress, and once uploaded it belongs to the draft, so it is still there after
 * leaving the page and coming back. An upload still running when the user leaves carries on
 * and lands in the draft when done. A file the server refuses stays in the list with the
 * server's reason until removed.
 */

export interface DraftAttachmentsView {
  /** Uploaded files of the draft first, then those still uploading or refused. */
  readonly entries: ReadonlyArray<AttachmentEntry>;
  /** The temporary attachment ids to create the ticket with. */
  readonly uploadedIds: ReadonlyArray<string>;
  readonly isUploading: boolean;
  readonly hasFailures: boolean;
  add(files: ReadonlyArray<File>): void;
  remove(key: string): void;
}

interface InFlight extends AttachmentEntry {
  readonly controller: AbortController;
}

const UPLOADED_PREFIX = "temp-";

function uploadedEntry(file: TempAttachment): AttachmentEntry {
  return {
    key: `${UPLOADED_PREFIX}${file.id}`,
    name: file.name,
    size: file.size,
    state: "uploaded",
    progress: 1,
    error: null,
  };
}

export function useDraftAttachments(serviceDeskId: string): DraftAttachmentsView {
  const transfer = fileTransferOf(usePortal());
  const owner = useDraftOwner();
  const { draft } = useTicketDraft();
  const [inFlight, setInFlight] = useState<ReadonlyArray<InFlight>>([]);
  const ownerRef = useRef(owner);
  ownerRef.current = owner;

  const patch = useCallback(
    (key: string, change: Partial<AttachmentEntry>) =>
      setInFlight((current) =>
        current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
      ),
    [],
  );

  const add = useCallback(
    (files: ReadonlyArray<File>) => {
      const drafts = ticketDraftStore();
      // The draft the upload was started for, even if the page is left before it ends.
      const uploader = ownerRef.current;
      if (uploader === null) return;
      for (const file of files) {
        const entry: InFlight = { ...uploadingEntry(file), controller: new AbortController() };
        setInFlight((current) => [...current, entry]);
        addTempAttachment(transfer, serviceDeskId, file, {
          signal: entry.controller.signal,
          onProgress: (progress) => patch(entry.key, { progress: uploadedFraction(progress) }),
        })
          .then((uploaded) => {
            const current = usableDraft(drafts.read(uploader), portalNow().getTime());
            drafts.write(uploader, {
              ...current,
              attachments: [...current.attachments, uploaded],
            });
            setInFlight((list) => list.filter((item) => item.key !== entry.key));
          })
          .catch((error: unknown) => {
            if (entry.controller.signal.aborted) return;
            patch(entry.key, { state: "failed", progress: 0, error: uploadRefusal(error) });
          });
      }
    },
    [transfer, serviceDeskId, patch],
  );

  const remove = useCallback((key: string) => {
    const uploader = ownerRef.current;
    if (key.startsWith(UPLOADED_PREFIX) && uploader !== null) {
      const drafts = ticketDraftStore();
      const current = usableDraft(drafts.read(uploader), portalNow().getTime());
      const id = key.slice(UPLOADED_PREFIX.length);
      drafts.write(uploader, {
        ...current,
        attachments: current.attachments.filter((file) => file.id !== id),
      });
      return;
    }
    setInFlight((current) => {
      current.find((entry) => entry.key === key)?.controller.abort();
      return current.filter((entry) => entry.key !== key);
    });
  }, []);

  const entries = useMemo(
    () => [
      ...draft.attachments.map(uploadedEntry),
      ...inFlight.map(({ controller: _, ...entry }) => entry),
    ],
    [draft.attachments, inFlight],
  );
  return {
    entries,
    uploadedIds: useMemo(() => draft.attachments.map((file) => file.id), [draft.attachments]),
    isUploading: inFlight.some((entry) => entry.state === "uploading"),
    hasFailures: inFlight.some((entry) => entry.state === "failed"),
    add,
    remove,
  };
}
