import { queryOptions } from "@tanstack/react-query";
import {
  RequestTemplate,
  TicketClassificationList,
  TicketTypeList,
} from "../../../core/api/support/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { supportKeys } from "./support-keys.ts";

/**
 * The request types a ticket is raised under, their classifications and each type's form:
 * what the ticket list's filters and the create form need (the list and its export are
 * `useList(TICKET_LIST, …)` and `useListExport(TICKET_LIST)`).
 */

export const requestTypeKeys = {
  types: [...supportKeys.all, "types"],
  classifications: (type: string) => [...supportKeys.all, "classifications", type] as const,
  template: (requestTypeId: string) => [...supportKeys.all, "template", requestTypeId] as const,
} as const;

export function getTicketTypes(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/support/ticket-types",
    response: TicketTypeList,
    signal,
  });
}

/** Classifications of one request type, or of all with `type` "". */
export function getTicketClassifications(http: HttpClient, type: string, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/support/ticket-classifications",
    query: { type: type === "" ? undefined : type },
    response: TicketClassificationList,
    signal,
  });
}

export function getRequestTemplate(http: HttpClient, requestTypeId: string, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: `/support/request/template/${encodeURIComponent(requestTypeId)}`,
    response: RequestTemplate,
    signal,
  });
}

export function ticketTypesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: requestTypeKeys.types,
    queryFn: ({ signal }) => getTicketTypes(http, signal),
  });
}

export function ticketClassificationsQuery(http: HttpClient, type: string) {
  return queryOptions({
    queryKey: requestTypeKeys.classifications(type),
    queryFn: ({ signal }) => getTicketClassifications(http, type, signal),
  });
}

export function requestTemplateQuery(http: HttpClient, requestTypeId: string) {
  return queryOptions({
    queryKey: requestTypeKeys.template(requestTypeId),
    queryFn: ({ signal }) => getRequestTemplate(http, requestTypeId, signal),
  });
}

/** The request types; `load: false` holds the call until something needs them. */
export function useTicketTypes(load = true): QueryView<TicketTypeList> {
  const { http } = usePortal();
  return useSessionQuery(ticketTypesQuery(http), load);
}

/** The classifications of one request type, or of every type with `type` "". */
export function useTicketClassifications(
  type: string,
  load = true,
): QueryView<TicketClassificationList> {
  const { http } = usePortal();
  return useSessionQuery(ticketClassificationsQuery(http, type), load);
}

/** The form of a request type: its fields and whether it names a service. */
export function useRequestTemplate(requestTypeId: string): QueryView<RequestTemplate> {
  const { http } = usePortal();
  return useSessionQuery(requestTemplateQuery(http, requestTypeId), requestTypeId !== "");
}
