import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import type { DisputeInvoiceRequest, InvoiceDetail } from "../../../core/api/billing/index.ts";
import { TICKET_LIST } from "../../../core/api/support/ticket-list-query.ts";
import { type FormFailure, formFailure, NO_FORM_FAILURE } from "../../api/index.ts";
import {
  type AttachmentEntry,
  uploadedFraction,
  uploadingEntry,
  uploadRefusal,
} from "../../files/attachment-entries.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { supportKeys } from "../support/support-keys.ts";
import { billingKeys } from "./billing-keys.ts";
import { addDisputeAttachment, disputeInvoice, invoiceKeys } from "./invoice.ts";

/**
 * The dispute form of an invoice page: the dispute it sends and the files picked for it, each
 * uploaded as soon as it is picked (the calls are invoice.ts's).
 */

export interface DisputeView extends FormFailure {
  dispute(request: DisputeInvoiceRequest, onDone?: (invoice: InvoiceDetail) => void): void;
  readonly isPending: boolean;
}

/** Sends a dispute; the invoice, the lists, the summary and the tickets refresh. */
export function useDisputeInvoice(id: string): DisputeView {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  const disputing = useMutation({
    mutationFn: (request: DisputeInvoiceRequest) => disputeInvoice(http, id, request),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(id), invoice);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      // A dispute opens a ticket: the ticket lists and the support desk's data change too.
      void queryClient.invalidateQueries({ queryKey: listKeys(TICKET_LIST).all });
      void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
  const failure = useMemo(
    () => (disputing.isError ? formFailure(disputing.error) : NO_FORM_FAILURE),
    [disputing.isError, disputing.error],
  );
  return {
    ...failure,
    dispute: (request, onDone) => disputing.mutate(request, { onSuccess: onDone }),
    isPending: disputing.isPending,
  };
}

interface Entry extends AttachmentEntry {
  readonly id: string | null;
  readonly controller: AbortController;
}

export interface DisputeAttachmentsView {
  readonly entries: ReadonlyArray<AttachmentEntry>;
  readonly uploadedIds: ReadonlyArray<string>;
  readonly isUploading: boolean;
  add(files: ReadonlyArray<File>): void;
  remove(key: string): void;
}

/**
 * The files of a dispute, each uploaded as soon as it is picked (POST /invoices/attachments)
 * with its progress; a refused file stays listed with the server's reason until removed.
 */
export function useDisputeAttachments(): DisputeAttachmentsView {
  const transfer = fileTransferOf(usePortal());
  const [entries, setEntries] = useState<ReadonlyArray<Entry>>([]);
  const alive = useRef(true);
  const patch = useCallback((key: string, change: Partial<Entry>) => {
    if (alive.current)
      setEntries((current) =>
        current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
      );
  }, []);
  const add = useCallback(
    (files: ReadonlyArray<File>) => {
      for (const file of files) {
        const entry: Entry = {
          ...uploadingEntry(file),
          id: null,
          controller: new AbortController(),
        };
        setEntries((current) => [...current, entry]);
        addDisputeAttachment(transfer, file, {
          signal: entry.controller.signal,
          onProgress: (progress) => patch(entry.key, { progress: uploadedFraction(progress) }),
        })
          .then((uploaded) => patch(entry.key, { state: "uploaded", progress: 1, id: uploaded.id }))
          .catch((error: unknown) => {
            if (entry.controller.signal.aborted) return;
            patch(entry.key, { state: "failed", progress: 0, error: uploadRefusal(error) });
          });
      }
    },
    [transfer, patch],
  );
  const remove = useCallback((key: string) => {
    setEntries((current) => {
      current.find((entry) => entry.key === key)?.controller.abort();
      return current.filter((entry) => entry.key !== key);
    });
  }, []);
  return {
    entries: useMemo(() => entries.map(({ controller: _, id: __, ...entry }) => entry), [entries]),
    uploadedIds: useMemo(
      () => entries.flatMap((entry) => (entry.id === null ? [] : [entry.id])),
      [entries],
    ),
    isUploading: entries.some((entry) => entry.state === "uploading"),
    add,
    remove,
  };
}
