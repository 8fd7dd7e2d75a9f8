import {
  createServicesApi,
  type ServicesApi,
  type ServicesQueries,
  servicesQueries,
} from "../../api/services/index.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import { perPortal } from "../../per-portal.ts";
import { usePortal } from "../portal-context.tsx";

/**
 * The services module's endpoint functions and query factories, built once per portal over
 * its HTTP client and file transfer, in the services screens' chunk.
 */

export interface ServicesClient {
  readonly api: ServicesApi;
  readonly queries: ServicesQueries;
}

export const servicesClientOf = perPortal((portal): ServicesClient => {
  const api = createServicesApi(portal.http, fileTransferOf(portal));
  return { api, queries: servicesQueries(api) };
});

export function useServicesClient(): ServicesClient {
  return servicesClientOf(usePortal());
}
