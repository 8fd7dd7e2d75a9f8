import type { UserInfo } from "../../../core/api/account/user-info.ts";
import type { UserDetailsRequest } from "../../../core/api/users/user-details.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";
import { useRefreshUsers } from "../users/users-keys.ts";

/**
 * PUT /me/details: the signed-in user corrects their own name and phone (/account-settings/me).
 * The answer replaces the session's user, so the top bar and the profile show the new name at
 * once; user administration and its log are read again.
 */
export function useUpdateOwnDetails(): MutationView<UserDetailsRequest, UserInfo> {
  const { api, session } = usePortal();
  const refreshUsers = useRefreshUsers();
  return useFormMutation((details: UserDetailsRequest) => api.updateOwnDetails(details), {
    onSuccess: (user) => {
      session.send({ type: "USER_INFO_UPDATED", userInfo: user });
      refreshUsers();
    },
  });
}
