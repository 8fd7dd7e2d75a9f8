import type { QueryClient } from "@tanstack/react-query";
import {
  RF_DEVICE_LIST,
  RF_INTERFACE_LIST,
  RF_LOG_LIST,
  RF_THRESHOLD_LIST,
} from "../../../core/api/monitoring/rf.ts";
import { listKeys } from "../../lists/list-resource.ts";

/**
 * The radio-frequency resources' root key (a device and an interface's facts sit under "rf";
 * the RF lists are declared lists, each under its own key), and what a change to a device or
 * an interface makes stale, shared by both.
 */
export const rfKeys = {
  all: ["rf"] as const,
};

const RF_LISTS = [RF_DEVICE_LIST, RF_INTERFACE_LIST, RF_THRESHOLD_LIST, RF_LOG_LIST];

/** After a status or description change: the device, every RF list and the log are stale. */
export function rfChanged(queryClient: QueryClient): void {
  for (const key of [rfKeys.all, ...RF_LISTS.map((list) => listKeys(list).all)]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
