import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnyList } from "../../core/api/define-list.ts";
import type { ExportStatus } from "../../core/api/export-status.ts";
import { portalNow } from "../../core/clock.ts";
import { saveDownloadedFile } from "../files/downloaded-file.ts";
import { fileTransferOf } from "../files/file-transfer-of.ts";
import {
  downloadListCsv,
  type ListCall,
  type ListExportCall,
  type ListItem,
  type ListPathParams,
  listExportStatusQuery,
  listKeys,
  listPageQuery,
} from "../lists/list-resource.ts";
import { useSessionReady } from "./auth/use-session.ts";
import { usePortal } from "./portal-context.tsx";
import { type PageView, pageViewOf, useFailureText } from "./result-views.ts";
import { useSessionQuery } from "./use-session-query.ts";

/**
 * A page of any declared list (`useList(INVOICE_LIST, INVOICE_LIST.page(filters, page))`),
 * read while the session is ready, with the page size it asked for (PageView); `when` holds
 * it until the screen has what it needs (an id, an open tab). A list of one record's names
 * it in `params` (`{ id }` of `/services/{id}/child`).
 */
export function useList<List extends AnyList>(
  list: List,
  call: ListCall<List>,
  when = true,
  params?: ListPathParams,
): PageView<ListItem<List>> {
  const { http } = usePortal();
  return pageViewOf(useSessionQuery(listPageQuery(http, list, call, params), when), call.limit);
}

/** The CSV export of a list as a screen drives it, and how the latest one went. */
export interface ListExportView<List extends AnyList> {
  /** Downloads the filtered list as CSV (the browser saves it). */
  exportCsv(call: ListExportCall<List>): void;
  readonly isExporting: boolean;
  /** Why the last export failed; null otherwise. */
  readonly error: string | null;
  /** The name the last export was saved under. */
  readonly savedAs: string | null;
  /** The caller's latest export, for a list whose exports are recorded. */
  readonly status: ExportStatus | undefined;
}

/** The name of a CSV when the server gives none: invoices-2026-11-26.csv. */
export function csvFileName(list: AnyList, now: Date): string {
  return `${list.resource}-${now.toISOString().slice(0, 10)}.csv`;
}

export function useListExport<List extends AnyList>(list: List): ListExportView<List> {
  const portal = usePortal();
  const queryClient = useQueryClient();
  const ready = useSessionReady();
  const recorded = list.exportStatusPath !== undefined;
  const status = useQuery({
    ...listExportStatusQuery(portal.http, list),
    enabled: ready && recorded,
  });
  const exporting = useMutation({
    mutationFn: async (call: ListExportCall<List>) =>
      saveDownloadedFile(
        await downloadListCsv(fileTransferOf(portal), list, call),
        csvFileName(list, portalNow()),
      ),
    onSettled: () =>
      recorded ? queryClient.invalidateQueries({ queryKey: listKeys(list).exportStatus }) : null,
  });
  const error = useFailureText(exporting);
  return {
    exportCsv: exporting.mutate,
    isExporting: exporting.isPending,
    error,
    savedAs: exporting.data ?? null,
    status: status.data,
  };
}
