import {
  createEventsApi,
  type EventQueries,
  type EventsApi,
  eventQueries,
} from "../../api/events/index.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import { perPortal } from "../../per-portal.ts";
import { usePortal } from "../portal-context.tsx";

/**
 * The maintenance and outage calls and query factories, built once per portal in the event
 * screens' chunk: the support desk's schemas do not come with them.
 */

export interface EventsClient {
  readonly api: EventsApi;
  readonly queries: EventQueries;
}

export const eventsClientOf = perPortal((portal): EventsClient => {
  const api = createEventsApi(portal.http, fileTransferOf(portal));
  return { api, queries: eventQueries(api) };
});

export function useEventsClient(): EventsClient {
  return eventsClientOf(usePortal());
}
