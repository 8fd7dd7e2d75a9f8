import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  InviteGreeting,
  SetPasswordRequest,
  SetPasswordResponse,
} from "../../../core/api/auth/invite-acceptance.ts";
import type { PortalApi } from "../../api/portal-api.ts";
import { usePortal } from "../../react/portal-context.tsx";
import {
  type CheckView,
  type MutationView,
  useCheckView,
  useFormMutation,
} from "../../react/result-views.ts";

/**
 * The invite page, over the identity slice's lazy `portal.api` (api/users/users-api.ts): it
 * checks its code on arrival (a check, not a submit), then sets the new user's password.
 */

export const inviteGreetingKeys = {
  code: (code: string) => ["invite-greeting", code] as const,
} as const;

export function inviteGreetingQuery(api: PortalApi, code: string) {
  return queryOptions({
    queryKey: inviteGreetingKeys.code(code),
    queryFn: ({ signal }) => api.verifyInvite(code, signal),
  });
}

/** Who the invite is for, to greet them; an unusable code fails with the server's message. */
export function useInviteGreeting(code: string): CheckView<InviteGreeting> {
  const { api } = usePortal();
  return useCheckView(useQuery({ ...inviteGreetingQuery(api, code), enabled: code !== "" }));
}

export function useSetPassword(): MutationView<SetPasswordRequest, SetPasswordResponse> {
  const { api } = usePortal();
  return useFormMutation(api.setPassword);
}
