import { ImpersonateRequest } from "../../../../src/core/api/auth/impersonation.ts";
import {
  ExitImpersonationRequest,
  ExitImpersonationResponse,
  IMPERSONATION_CANDIDATE_LIST,
} from "../../../../src/core/api/auth/impersonation-session.ts";
import { TokenPair } from "../../../../src/core/api/auth/tokens.ts";
import type { ServerContext } from "../../context.ts";
import { pageAnswer } from "../../http/pagination.ts";
import type { Router } from "../../http/routes.ts";
import { IMPERSONATION_TAG, IMPERSONATORS } from "./access.ts";
import {
  assertMayImpersonate,
  exitImpersonation,
  startImpersonation,
} from "./impersonation-sessions.ts";
import { listImpersonationCandidates } from "./impersonation-targets.ts";

const pathOf = (url: string) => url.split("?")[0] ?? url;

/** /impersonation/users (list, start) and /impersonation/exit. */
export function registerImpersonationRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: IMPERSONATION_CANDIDATE_LIST.path,
      summary: "Customer users staff may act as (filters: search, company)",
      tag: IMPERSONATION_TAG,
      access: IMPERSONATORS,
      query: IMPERSONATION_CANDIDATE_LIST.query,
      response: IMPERSONATION_CANDIDATE_LIST.response,
    },
    async ({ request, query, user }) => {
      assertMayImpersonate(user);
      return pageAnswer(request, (window) => listImpersonationCandidates(ctx, query, window));
    },
  );

  router.route(
    {
      method: "POST",
      path: "/impersonation/users",
      // The target user does not exist or may not be impersonated.
      errors: [404],
      summary:
        "Act as a customer user: full with can_impersonate_module, else read-only; 60-minute absolute lifetime",
      tag: IMPERSONATION_TAG,
      access: IMPERSONATORS,
      peopleOnly: true,
      body: ImpersonateRequest,
      response: TokenPair,
    },
    async ({ request, body, user }) =>
      startImpersonation(ctx, user, body.id, pathOf(request.url), body.reason),
  );

  router.publicRoute(
    {
      method: "POST",
      path: "/impersonation/exit",
      // The refresh token is invalid or expired.
      errors: [401],
      summary: "End an impersonation with its refresh token (every token of it stops working)",
      tag: IMPERSONATION_TAG,
      body: ExitImpersonationRequest,
      response: ExitImpersonationResponse,
    },
    async ({ request, body }) => {
      await exitImpersonation(ctx, body.refresh, pathOf(request.url), request.ip);
      return { detail: "The impersonation has ended." };
    },
  );
}
