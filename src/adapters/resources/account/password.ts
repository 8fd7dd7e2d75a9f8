import {
  type ChangePasswordRequest,
  ChangePasswordResponse,
} from "../../../core/api/account/change-password.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";

/** The signed-in user's password, changed from the account-settings screens (in their chunk). */

export function changePassword(http: HttpClient, request: ChangePasswordRequest) {
  return http.request({
    method: "POST",
    path: "/change-password",
    body: request,
    response: ChangePasswordResponse,
  });
}

/**
 * POST /change-password. The server's field messages (a wrong current password, a weak or
 * mismatched new one) come back on `fieldErrors`; the form keeps what was typed.
 */
export function useChangePassword(): MutationView<ChangePasswordRequest, ChangePasswordResponse> {
  const { http } = usePortal();
  return useFormMutation((request: ChangePasswordRequest) => changePassword(http, request));
}
