import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from "../../../core/api/auth/password-reset.ts";
import type { DetailMessage } from "../../../core/api/detail-message.ts";
import type { PortalApi } from "../../api/portal-api.ts";
import { usePortal } from "../../react/portal-context.tsx";
import {
  type CheckView,
  type MutationView,
  useCheckView,
  useFormMutation,
} from "../../react/result-views.ts";

/**
 * The public pages' password reset, over the identity slice's lazy `portal.api`
 * (api/auth/auth-api.ts): the forgot-password form, and the reset page, which checks its
 * code on arrival (a check, not a submit).
 */

export const resetCodeKeys = {
  code: (code: string) => ["reset-code", code] as const,
} as const;

/** The reset page's check of its code (a POST that changes nothing, so a query). */
export function resetCodeQuery(api: PortalApi, code: string) {
  return queryOptions({
    queryKey: resetCodeKeys.code(code),
    queryFn: ({ signal }) => api.verifyResetCode(code, signal),
  });
}

export function useForgotPassword(): MutationView<ForgotPasswordRequest, DetailMessage> {
  const { api } = usePortal();
  return useFormMutation(api.forgotPassword);
}

/** Is the mailed reset code still usable? Runs as soon as there is a code. */
export function useVerifyResetCode(code: string): CheckView<DetailMessage> {
  const { api } = usePortal();
  return useCheckView(useQuery({ ...resetCodeQuery(api, code), enabled: code !== "" }));
}

export function useResetPassword(): MutationView<ResetPasswordRequest, DetailMessage> {
  const { api } = usePortal();
  return useFormMutation(api.resetPassword);
}
