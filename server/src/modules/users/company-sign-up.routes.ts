import {
  CompanySignUpRequest,
  SignUpReceived,
} from "../../../../src/core/api/auth/registration.ts";
import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";
import { REGISTRATION_TAG } from "./access.ts";
import { requestCompanySignUp } from "./company-sign-up.ts";

/** POST /register, from the public /sign-up page. */
export function registerCompanySignUpRoutes(router: Router, ctx: ServerContext): void {
  router.publicRoute(
    {
      method: "POST",
      path: "/register",
      summary: "Ask for a customer account for a company (held pending for review)",
      tag: REGISTRATION_TAG,
      body: CompanySignUpRequest,
      response: SignUpReceived,
      status: 201,
    },
    async ({ body }) => {
      await requestCompanySignUp(ctx, body);
      return { detail: "Thank you. We have received your request and will contact you soon." };
    },
  );
}
