import { useQueryClient } from "@tanstack/react-query";
import {
  IMPERSONATION_LOG_LIST,
  PENDING_USER_LIST,
  PERMISSION_LOG_LIST,
  USER_LIST,
} from "../../../core/api/users/index.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { statisticsKeys } from "../account/statistics.ts";

/**
 * User administration's root query key, "users", the users list's own root: one invalidation
 * after a change refreshes the user and the list; the other lists are refreshed by their own
 * keys (useRefreshUsers).
 */
export const usersKeys = {
  all: ["users"],
} as const;

const USER_LISTS = [USER_LIST, PENDING_USER_LIST, PERMISSION_LOG_LIST, IMPERSONATION_LOG_LIST];

/**
 * After any change to a user or an invite: everything under "users" (lists, the user, the
 * log), every list a change shows in and the dashboard's user counts are stale.
 */
export function useRefreshUsers(): () => void {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [usersKeys.all, ...USER_LISTS.map((list) => listKeys(list).all)]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
    void queryClient.invalidateQueries({ queryKey: statisticsKeys.all });
  };
}
