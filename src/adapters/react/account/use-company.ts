import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CompanyDetails,
  UpdateCompanyLegalRequest,
  UpdateCompanyProfileRequest,
} from "../../../core/api/account/company.ts";
import { useSessionReady } from "../auth/use-session.ts";
import {
  type MutationView,
  type QueryView,
  useFormMutation,
  useQueryView,
} from "../result-views.ts";
import { useAccountSettingsClient } from "./account-settings-client.ts";

const COMPANY_KEY = ["company"] as const;

/** GET /company: the legal details and the public profile of the caller's company. */
export function useCompany(): QueryView<CompanyDetails> {
  const { api } = useAccountSettingsClient();
  const enabled = useSessionReady();
  return useQueryView(
    useQuery({ queryKey: COMPANY_KEY, queryFn: ({ signal }) => api.company(signal), enabled }),
  );
}

export function useUpdateCompanyLegal(): MutationView<UpdateCompanyLegalRequest, CompanyDetails> {
  const { api } = useAccountSettingsClient();
  const queryClient = useQueryClient();
  return useFormMutation((request: UpdateCompanyLegalRequest) => api.updateCompanyLegal(request), {
    onSuccess: (details) => queryClient.setQueryData(COMPANY_KEY, details),
  });
}

export function useUpdateCompanyProfile(): MutationView<
  UpdateCompanyProfileRequest,
  CompanyDetails
> {
  const { api } = useAccountSettingsClient();
  const queryClient = useQueryClient();
  return useFormMutation(
    (request: UpdateCompanyProfileRequest) => api.updateCompanyProfile(request),
    { onSuccess: (details) => queryClient.setQueryData(COMPANY_KEY, details) },
  );
}
