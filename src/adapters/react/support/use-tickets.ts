import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TicketClassificationList,
  TicketExportStatus,
  TicketList,
  TicketTypeList,
} from "../../../core/api/support/index.ts";
import { portalNow } from "../../../core/clock.ts";
import { saveDownloadedFile, supportKeys, type TicketQuery } from "../../api/support/index.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { type QueryView, useFailureText } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useSupportClient } from "./support-client.ts";

export type { TicketQuery };

/** The ticket list and what its filters need: request types, classifications, the export. */

export function useTickets(query: TicketQuery): QueryView<TicketList> {
  const { queries } = useSupportClient();
  return useSessionQuery(queries.tickets(query));
}

/** The request types; `load: false` holds the call until something needs them. */
export function useTicketTypes(load = true): QueryView<TicketTypeList> {
  const { queries } = useSupportClient();
  return useSessionQuery(queries.types(), load);
}

/** The classifications of one request type, or of every type with `type` "". */
export function useTicketClassifications(
  type: string,
  load = true,
): QueryView<TicketClassificationList> {
  const { queries } = useSupportClient();
  return useSessionQuery(queries.classifications(type), load);
}

export interface TicketExportView {
  /** Downloads the filtered list as CSV (the browser saves it). */
  exportTickets(query: Omit<TicketQuery, "offset" | "limit">): void;
  readonly isExporting: boolean;
  /** Why the last export failed; null otherwise. */
  readonly error: string | null;
  /** The name the last export was saved under. */
  readonly savedAs: string | null;
  /** GET /support/ticket-export: the caller's latest export. */
  readonly status: TicketExportStatus | undefined;
}

/** A name for the CSV when the server gives none: tickets-2026-11-21.csv. */
export function exportFileName(now: Date): string {
  return `tickets-${now.toISOString().slice(0, 10)}.csv`;
}

export function useTicketExport(): TicketExportView {
  const { api, queries } = useSupportClient();
  const queryClient = useQueryClient();
  const enabled = useSessionReady();
  const status = useQuery({ ...queries.exportStatus(), enabled });
  const exporting = useMutation({
    mutationFn: async (query: Omit<TicketQuery, "offset" | "limit">) =>
      saveDownloadedFile(await api.exportTickets(query), exportFileName(portalNow())),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.exportStatus }),
  });
  const { mutate } = exporting;
  const error = useFailureText(exporting);
  return {
    exportTickets: mutate,
    isExporting: exporting.isPending,
    error,
    savedAs: exporting.data ?? null,
    status: status.data,
  };
}
