import type { TicketClassificationList, TicketTypeList } from "../../../core/api/support/index.ts";
import type { QueryView } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useSupportClient } from "./support-client.ts";

/**
 * What the ticket list's filters need: request types and classifications (the list and its
 * export are `useList(TICKET_LIST, …)` and `useListExport(TICKET_LIST)`).
 */

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
