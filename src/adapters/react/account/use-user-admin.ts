import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type {
  CompanyUser,
  InviteUserRequest,
  PendingUser,
  UserPermissions,
} from "../../../core/api/users/index.ts";
import {
  IMPERSONATION_LOG_LIST,
  PENDING_USER_LIST,
  PERMISSION_LOG_LIST,
  USER_LIST,
} from "../../../core/api/users/index.ts";
import { accountKeys } from "../../api/account/account-settings-queries.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { type MutationView, type QueryView, useFormMutation } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useAccountSettingsClient } from "./account-settings-client.ts";

/**
 * User administration of the caller's company: one user and the changes to them (the users,
 * pending invites and both logs are declared lists: useList). Every change refreshes everything under "users"
 * (lists, the user, the log) and the dashboard's counts.
 */

export function useCompanyUser(id: string): QueryView<CompanyUser> {
  const { queries } = useAccountSettingsClient();
  return useSessionQuery(queries.user(id));
}

const USER_LISTS = [USER_LIST, PENDING_USER_LIST, PERMISSION_LOG_LIST, IMPERSONATION_LOG_LIST];

/** After any change: the users' data and the dashboard's user counts are stale. */
function useRefreshUsers(): () => void {
  const queryClient = useQueryClient();
  return () => {
    // The users' own data, and every list a change shows in (the users list is under "users").
    for (const key of [accountKeys.all, ...USER_LISTS.map((list) => listKeys(list).all)]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
    void queryClient.invalidateQueries({ queryKey: ["statistics"] });
  };
}

export function useInviteUser(): MutationView<InviteUserRequest, PendingUser> {
  const { api } = useAccountSettingsClient();
  const refresh = useRefreshUsers();
  return useFormMutation((request: InviteUserRequest) => api.inviteUser(request), {
    onSuccess: refresh,
  });
}

export function useUpdatePermissions(
  id: string,
): MutationView<ReadonlyArray<string>, UserPermissions> {
  const { api } = useAccountSettingsClient();
  const refresh = useRefreshUsers();
  return useFormMutation(
    (permissions: ReadonlyArray<string>) => api.updatePermissions(id, permissions),
    { onSuccess: refresh },
  );
}

export type AccountAction = "deactivate" | "reactivate";

export function useAccountStatus(id: string): MutationView<AccountAction, CompanyUser> {
  const { api } = useAccountSettingsClient();
  const refresh = useRefreshUsers();
  return useFormMutation(
    (action: AccountAction) =>
      action === "deactivate" ? api.deactivateUser(id) : api.reactivateUser(id),
    { onSuccess: refresh },
  );
}

export type InviteAction = { readonly id: string; readonly action: "resend" | "revoke" };

export function useInviteAction(): MutationView<InviteAction, unknown> {
  const { api } = useAccountSettingsClient();
  const refresh = useRefreshUsers();
  return useFormMutation(
    ({ id, action }: InviteAction): Promise<unknown> =>
      action === "resend" ? api.resendInvite(id) : api.revokeInvite(id),
    { onSuccess: refresh },
  );
}

/** How long typing pauses before the address is checked. */
const DUPLICATE_CHECK_DELAY_MS = 300;

/**
 * Whether an address is already a user's, asked through /register/user/check-duplicate as
 * it is typed (after a short pause, and only for an address of the right shape). Null while
 * unknown.
 */
export function useDuplicateEmail(email: string, wellFormed: boolean): boolean | null {
  const { api } = useAccountSettingsClient();
  const [settled, setSettled] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSettled(email.trim()), DUPLICATE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email]);
  const enabled = useSessionReady() && wellFormed && settled !== "" && settled === email.trim();
  const check = useQuery({
    queryKey: [...accountKeys.all, "duplicate", settled.toLowerCase()],
    queryFn: ({ signal }) => api.checkDuplicate(settled, signal),
    enabled,
  });
  return enabled && check.data !== undefined ? check.data.exists : null;
}
