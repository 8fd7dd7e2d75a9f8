import { queryOptions } from "@tanstack/react-query";
import type { AccountSettingsApi } from "./account-settings-api.ts";

/**
 * Query keys of one user of the company (under "users", the users list's own root: one
 * invalidation after a change refreshes the user and the list; the other lists are refreshed
 * by their own keys, use-user-admin.ts).
 */
export const accountKeys = {
  all: ["users"],
  user: (id: string) => ["users", "one", id] as const,
} as const;

export function accountSettingsQueries(api: AccountSettingsApi) {
  return {
    user: (id: string) =>
      queryOptions({
        queryKey: accountKeys.user(id),
        queryFn: ({ signal }) => api.user(id, signal),
      }),
  };
}

export type AccountSettingsQueries = ReturnType<typeof accountSettingsQueries>;
