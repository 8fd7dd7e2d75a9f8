import {
  createSupportApi,
  type SupportApi,
  type SupportQueries,
  supportQueries,
} from "../../api/support/index.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import { perPortal } from "../../per-portal.ts";
import { usePortal } from "../portal-context.tsx";

/**
 * The support desk's endpoint functions and query factories, built once per portal over its
 * HTTP client (`portal.http`), in the support screens' chunk (issue 5 chunking rule).
 */

export interface SupportClient {
  readonly api: SupportApi;
  readonly queries: SupportQueries;
}

export const supportClientOf = perPortal((portal): SupportClient => {
  const api = createSupportApi(portal.http, fileTransferOf(portal));
  return { api, queries: supportQueries(api) };
});

/** The support client of the portal above. */
export function useSupportClient(): SupportClient {
  return supportClientOf(usePortal());
}
