import { notProvided } from "../shared/not-provided.ts";

/**
 * The status probe, provided by the adapters: GET /info with a random hash, 30 s timeout. It
 * resolves when the server answered; what it answered does not matter here.
 */
export const serverStatusActors = {
  checkStatus: notProvided<void>("serverStatus", "checkStatus"),
};
