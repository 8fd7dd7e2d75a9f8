import { useQuery } from "@tanstack/react-query";
import { Schema } from "effect";
import { useEffect, useState } from "react";
import {
  DuplicateCheckResponse,
  type InviteUserRequest,
  PendingUser,
} from "../../../core/api/users/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { useSessionReady } from "../../react/auth/use-session.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";
import { useRefreshUsers, usersKeys } from "./users-keys.ts";

/**
 * Inviting a user to the caller's company (spec section 7), and a pending invite's resend and
 * revocation, in the account-settings screens' chunk. Every change refreshes everything under
 * "users" and the dashboard's counts.
 */

const invitePath = (id: string) => `/register/user/${encodeURIComponent(id)}`;

export function inviteUser(http: HttpClient, request: InviteUserRequest) {
  return http.request({
    method: "POST",
    path: "/register/user",
    body: request,
    response: PendingUser,
  });
}

/** POST /register/user/check-duplicate: only whether the address is taken. */
export function checkDuplicateEmail(http: HttpClient, email: string, signal?: AbortSignal) {
  return http.request({
    method: "POST",
    path: "/register/user/check-duplicate",
    body: { email },
    response: DuplicateCheckResponse,
    signal,
  });
}

export function resendInvite(http: HttpClient, id: string) {
  return http.request({ method: "POST", path: `${invitePath(id)}/resend`, response: PendingUser });
}

/** DELETE /register/user/{id}: answers 204 with no body. */
export function revokeInvite(http: HttpClient, id: string) {
  return http.request({ method: "DELETE", path: invitePath(id), response: Schema.Null });
}

export function useInviteUser(): MutationView<InviteUserRequest, PendingUser> {
  const { http } = usePortal();
  const refresh = useRefreshUsers();
  return useFormMutation((request: InviteUserRequest) => inviteUser(http, request), {
    onSuccess: refresh,
  });
}

export type InviteAction = { readonly id: string; readonly action: "resend" | "revoke" };

export function useInviteAction(): MutationView<InviteAction, unknown> {
  const { http } = usePortal();
  const refresh = useRefreshUsers();
  return useFormMutation(
    ({ id, action }: InviteAction): Promise<unknown> =>
      action === "resend" ? resendInvite(http, id) : revokeInvite(http, id),
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
  const { http } = usePortal();
  const [settled, setSettled] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSettled(email.trim()), DUPLICATE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email]);
  const enabled = useSessionReady() && wellFormed && settled !== "" && settled === email.trim();
  const check = useQuery({
    queryKey: [...usersKeys.all, "duplicate", settled.toLowerCase()],
    queryFn: ({ signal }) => checkDuplicateEmail(http, settled, signal),
    enabled,
  });
  return enabled && check.data !== undefined ? check.data.exists : null;
}
