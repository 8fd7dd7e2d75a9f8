import {
  createEventsApi,
  type EventQueries,
  type EventsApi,
  eventQueries,
} from "../../api/events/index.ts";
import type { Portal } from "../../portal.ts";
import { usePortal } from "../portal-context.tsx";
import { fileTransferOf } from "./file-transfer-of.ts";

/**
 * The maintenance and outage calls and query factories, built once per portal in the event
 * screens' chunk: the support desk's schemas do not come with them.
 */

export interface EventsClient {
  readonly api: EventsApi;
  readonly queries: EventQueries;
}

const clients = new WeakMap<Portal, EventsClient>();

export function eventsClientOf(portal: Portal): EventsClient {
  let client = clients.get(portal);
  if (client === undefined) {
    const api = createEventsApi(portal.http, fileTransferOf(portal));
    client = { api, queries: eventQueries(api) };
    clients.set(portal, client);
  }
  return client;
}

export function useEventsClient(): EventsClient {
  return eventsClientOf(usePortal());
}
