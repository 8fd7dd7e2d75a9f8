import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CompanyDetails,
  type UpdateCompanyLegalRequest,
  type UpdateCompanyProfileRequest,
} from "../../../core/api/account/company.ts";
import type { HttpClient } from "../../http/index.ts";
import { useSessionReady } from "../../react/auth/use-session.ts";
import { usePortal } from "../../react/portal-context.tsx";
import {
  type MutationView,
  type QueryView,
  useFormMutation,
  useQueryView,
} from "../../react/result-views.ts";

/**
 * The caller's company (spec section 7): its legal details and public profile. Read by the
 * account-settings screens only, so its schemas load in their chunk (never in createPortalApi).
 */

const COMPANY_KEY = ["company"] as const;

export function getCompany(http: HttpClient, signal?: AbortSignal) {
  return http.request({ method: "GET", path: "/company", response: CompanyDetails, signal });
}

export function updateCompanyLegal(http: HttpClient, request: UpdateCompanyLegalRequest) {
  return http.request({
    method: "PUT",
    path: "/company/legal",
    body: request,
    response: CompanyDetails,
  });
}

export function updateCompanyProfile(http: HttpClient, request: UpdateCompanyProfileRequest) {
  return http.request({
    method: "PUT",
    path: "/company/profile",
    body: request,
    response: CompanyDetails,
  });
}

/** GET /company: the legal details and the public profile of the caller's company. */
export function useCompany(): QueryView<CompanyDetails> {
  const { http } = usePortal();
  const enabled = useSessionReady();
  return useQueryView(
    useQuery({ queryKey: COMPANY_KEY, queryFn: ({ signal }) => getCompany(http, signal), enabled }),
  );
}

export function useUpdateCompanyLegal(): MutationView<UpdateCompanyLegalRequest, CompanyDetails> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation(
    (request: UpdateCompanyLegalRequest) => updateCompanyLegal(http, request),
    { onSuccess: (details) => queryClient.setQueryData(COMPANY_KEY, details) },
  );
}

export function useUpdateCompanyProfile(): MutationView<
  UpdateCompanyProfileRequest,
  CompanyDetails
> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation(
    (request: UpdateCompanyProfileRequest) => updateCompanyProfile(http, request),
    { onSuccess: (details) => queryClient.setQueryData(COMPANY_KEY, details) },
  );
}
