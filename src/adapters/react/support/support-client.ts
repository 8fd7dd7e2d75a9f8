import {
  createSupportApi,
  type SupportApi,
  type SupportQueries,
  supportQueries,
} from "../../api/support/index.ts";
import type { Portal } from "../../portal.ts";
import { usePortal } from "../portal-context.tsx";
import { fileTransferOf } from "./file-transfer-of.ts";

/**
 * The support desk's endpoint functions and query factories, built once per portal over its
 * HTTP client (`portal.http`), in the support screens' chunk (issue 5 chunking rule).
 */

export interface SupportClient {
  readonly api: SupportApi;
  readonly queries: SupportQueries;
}

const clients = new WeakMap<Portal, SupportClient>();

export function supportClientOf(portal: Portal): SupportClient {
  let client = clients.get(portal);
  if (client === undefined) {
    const api = createSupportApi(portal.http, fileTransferOf(portal));
    client = { api, queries: supportQueries(api) };
    clients.set(portal, client);
  }
  return client;
}

/** The support client of the portal above. */
export function useSupportClient(): SupportClient {
  return supportClientOf(usePortal());
}
