import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
} from "../../../core/api/account/change-password.ts";
import { type MutationView, useFormMutation } from "../result-views.ts";
import { useAccountSettingsClient } from "./account-settings-client.ts";

/**
 * POST /change-password. The server's field messages (a wrong current password, a weak or
 * mismatched new one) come back on `fieldErrors`; the form keeps what was typed.
 */
export function useChangePassword(): MutationView<ChangePasswordRequest, ChangePasswordResponse> {
  const { api } = useAccountSettingsClient();
  return useFormMutation((request: ChangePasswordRequest) => api.changePassword(request));
}
