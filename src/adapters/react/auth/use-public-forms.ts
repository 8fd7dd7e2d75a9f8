import { useQuery } from "@tanstack/react-query";
import type {
  InviteGreeting,
  SetPasswordRequest,
  SetPasswordResponse,
} from "../../../core/api/auth/invite-acceptance.ts";
import type {
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from "../../../core/api/auth/password-reset.ts";
import type { CompanySignUpRequest, SignUpReceived } from "../../../core/api/auth/registration.ts";
import type { DetailMessage } from "../../../core/api/detail-message.ts";
import { usePortal } from "../portal-context.tsx";
import {
  type CheckView,
  type MutationView,
  useCheckView,
  useFormMutation,
} from "../result-views.ts";

/**
 * The public pages' calls: forgot password, the reset page, the invite page, company sign-up.
 * The reset and invite pages check their code on arrival (a check, not a submit).
 */

export function useForgotPassword(): MutationView<ForgotPasswordRequest, DetailMessage> {
  const { api } = usePortal();
  return useFormMutation(api.forgotPassword);
}

/** Is the mailed reset code still usable? Runs as soon as there is a code. */
export function useVerifyResetCode(code: string): CheckView<DetailMessage> {
  const { queries } = usePortal();
  return useCheckView(useQuery({ ...queries.resetCode(code), enabled: code !== "" }));
}

export function useResetPassword(): MutationView<ResetPasswordRequest, DetailMessage> {
  const { api } = usePortal();
  return useFormMutation(api.resetPassword);
}

/** Who the invite is for, to greet them; an unusable code fails with the server's message. */
export function useInviteGreeting(code: string): CheckView<InviteGreeting> {
  const { queries } = usePortal();
  return useCheckView(useQuery({ ...queries.inviteGreeting(code), enabled: code !== "" }));
}

export function useSetPassword(): MutationView<SetPasswordRequest, SetPasswordResponse> {
  const { api } = usePortal();
  return useFormMutation(api.setPassword);
}

export function useCompanySignUp(): MutationView<CompanySignUpRequest, SignUpReceived> {
  const { api } = usePortal();
  return useFormMutation(api.registerCompany);
}
