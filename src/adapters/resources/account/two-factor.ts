import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Schema } from "effect";
import {
  type BackupCodesRequest,
  BackupCodesResponse,
  CompanyTwoFactorRequirement,
  type TotpConfirmRequest,
  TotpEnrolment,
  type TotpRemoveRequest,
  TwoFactorStatus,
} from "../../../core/api/account/two-factor.ts";
import type { HttpClient } from "../../http/index.ts";
import { useSession, useSessionReady } from "../../react/auth/use-session.ts";
import { usePortal } from "../../react/portal-context.tsx";
import {
  type MutationView,
  type QueryView,
  useFormMutation,
  useQueryView,
} from "../../react/result-views.ts";

/**
 * Two-factor sign-in with an authenticator app (issue 44), from Account settings -> Security:
 * its state, enrolment (the secret comes back once), confirmation (the backup codes come back
 * once), new backup codes, turning it off, and the company requirement. Each change reads the
 * state again.
 */

const TWO_FACTOR_KEY = ["two-factor"] as const;

export function getTwoFactorStatus(http: HttpClient, signal?: AbortSignal) {
  return http.request({ method: "GET", path: "/mfa", response: TwoFactorStatus, signal });
}

export function useTwoFactorStatus(): QueryView<TwoFactorStatus> {
  const { http } = usePortal();
  const enabled = useSessionReady();
  return useQueryView(
    useQuery({
      queryKey: TWO_FACTOR_KEY,
      queryFn: ({ signal }) => getTwoFactorStatus(http, signal),
      enabled,
    }),
  );
}

/** Reads the state again (after the backup codes of a new authenticator are put away). */
export function useRefreshTwoFactorStatus(): () => Promise<void> {
  return useRefreshStatus();
}

function useRefreshStatus(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
}

export function useStartTotpEnrolment(): MutationView<void, TotpEnrolment> {
  const { http } = usePortal();
  return useFormMutation(() =>
    http.request({ method: "POST", path: "/mfa/totp", body: {}, response: TotpEnrolment }),
  );
}

export function useConfirmTotp(): MutationView<TotpConfirmRequest, BackupCodesResponse> {
  const { http } = usePortal();
  return useFormMutation(
    (request: TotpConfirmRequest) =>
      http.request({
        method: "POST",
        path: "/mfa/totp/confirm",
        body: request,
        response: BackupCodesResponse,
      }),
    // The state and /me are read again once the backup codes are put away
    // (AuthenticatorSetup): reading them now would replace the set-up, codes and all, with
    // the "on" view, or end a required enrolment's hold, while the codes are still on screen.
  );
}

export function useRegenerateBackupCodes(): MutationView<BackupCodesRequest, BackupCodesResponse> {
  const { http } = usePortal();
  const refresh = useRefreshStatus();
  return useFormMutation(
    (request: BackupCodesRequest) =>
      http.request({
        method: "POST",
        path: "/mfa/backup-codes",
        body: request,
        response: BackupCodesResponse,
      }),
    { onSuccess: refresh },
  );
}

export function useRemoveTotp(): MutationView<TotpRemoveRequest, unknown> {
  const { http } = usePortal();
  const refresh = useRefreshStatus();
  return useFormMutation(
    (request: TotpRemoveRequest): Promise<unknown> =>
      http.request({ method: "DELETE", path: "/mfa/totp", body: request, response: Schema.Null }),
    { onSuccess: refresh },
  );
}

export function useCompanyTwoFactorRequirement(): MutationView<
  CompanyTwoFactorRequirement,
  CompanyTwoFactorRequirement
> {
  const { http } = usePortal();
  const refresh = useRefreshStatus();
  const { reloadUserInfo } = useSession();
  return useFormMutation(
    (request: CompanyTwoFactorRequirement) =>
      http.request({
        method: "PUT",
        path: "/mfa/company-requirement",
        body: request,
        response: CompanyTwoFactorRequirement,
      }),
    {
      onSuccess: () => {
        void refresh();
        reloadUserInfo();
      },
    },
  );
}
