import {
  createServicesApi,
  type ServicesApi,
  type ServicesQueries,
  servicesQueries,
} from "../../api/services/index.ts";
import type { Portal } from "../../portal.ts";
import { usePortal } from "../portal-context.tsx";
import { fileTransferOf } from "../support/file-transfer-of.ts";

/**
 * The services module's endpoint functions and query factories, built once per portal over
 * its HTTP client and file transfer, in the services screens' chunk.
 */

export interface ServicesClient {
  readonly api: ServicesApi;
  readonly queries: ServicesQueries;
}

const clients = new WeakMap<Portal, ServicesClient>();

export function servicesClientOf(portal: Portal): ServicesClient {
  let client = clients.get(portal);
  if (client === undefined) {
    const api = createServicesApi(portal.http, fileTransferOf(portal));
    client = { api, queries: servicesQueries(api) };
    clients.set(portal, client);
  }
  return client;
}

export function useServicesClient(): ServicesClient {
  return servicesClientOf(usePortal());
}
