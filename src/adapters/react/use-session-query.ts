import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useSessionReady } from "./auth/use-session.ts";
import { type QueryView, useQueryView } from "./result-views.ts";

/**
 * A query of the signed-in user's data, as a screen reads it. It runs only while the session
 * is ready for authenticated calls (signed in, the user known): not during a sign-in, a
 * sign-out or an impersonation swap, so no call goes out with a token about to be replaced
 * or for a user who is leaving. `when` adds the hook's own condition (an id is known, the tab
 * is open).
 */
export function useSessionQuery<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key>,
  when = true,
): QueryView<Data> {
  const ready = useSessionReady();
  return useQueryView(useQuery({ ...options, enabled: ready && when }));
}
