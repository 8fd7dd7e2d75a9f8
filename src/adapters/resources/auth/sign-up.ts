import type { CompanySignUpRequest, SignUpReceived } from "../../../core/api/auth/registration.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";

/** Company sign-up from /sign-up, over the identity slice's lazy `portal.api` (api/users/users-api.ts). */
export function useCompanySignUp(): MutationView<CompanySignUpRequest, SignUpReceived> {
  const { api } = usePortal();
  return useFormMutation(api.registerCompany);
}
