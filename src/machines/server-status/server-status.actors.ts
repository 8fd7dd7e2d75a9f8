import type { ServerInfo } from "../../core/api/info.ts";
import { notProvided } from "../shared/not-provided.ts";

/** The status probe, provided by the adapters: GET /info with a random hash, 30 s timeout. */
export const serverStatusActors = {
  checkStatus: notProvided<ServerInfo>("serverStatus", "checkStatus"),
};
