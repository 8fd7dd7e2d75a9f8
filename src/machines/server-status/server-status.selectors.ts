import type { SnapshotFrom } from "xstate";
import { SERVER_BACK_ONLINE_MESSAGE, SERVER_UNREACHABLE_MESSAGE } from "../../core/errors/index.ts";
import type { serverStatusMachine } from "./server-status.machine.ts";

export type ServerStatusSnapshot = SnapshotFrom<typeof serverStatusMachine>;

export type ServerStatusBanner =
  | { readonly variant: "error"; readonly message: string }
  | { readonly variant: "success"; readonly message: string };

/** The banner to show, if any (texts from the core catalogue). */
export function banner(snapshot: ServerStatusSnapshot): ServerStatusBanner | null {
  if (snapshot.matches({ watching: { banner: "unreachable" } })) {
    return { variant: "error", message: SERVER_UNREACHABLE_MESSAGE };
  }
  if (snapshot.matches({ watching: { banner: "backOnline" } })) {
    return { variant: "success", message: SERVER_BACK_ONLINE_MESSAGE };
  }
  return null;
}

/** The last status check failed. */
export function isFailing(snapshot: ServerStatusSnapshot): boolean {
  return snapshot.matches({ watching: { connection: "offline" } });
}

export function isPaused(snapshot: ServerStatusSnapshot): boolean {
  return snapshot.matches("paused");
}
