import {
  DuplicateCheckRequest,
  DuplicateCheckResponse,
  InviteUserRequest,
  PENDING_USER_LIST,
  PendingUser,
} from "../../../../src/core/api/users/user-invites.ts";
import type { ServerContext } from "../../context.ts";
import { pageAnswer } from "../../http/pagination.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { ADMIN_READ, ADMIN_WRITE, INVITES_TAG } from "./access.ts";
import { emailTaken, findPendingUser, listPendingUsers } from "./pending-users.ts";
import { cancelInvite, inviteUser, resendInvite } from "./user-invites.ts";

/** /register/user...: an admin invites colleagues and manages the pending invites. */
export function registerInviteRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: PENDING_USER_LIST.path,
      summary: "Pending users of the caller's company: invited, no password yet (filter: search)",
      tag: INVITES_TAG,
      access: ADMIN_READ,
      query: PENDING_USER_LIST.query,
      response: PENDING_USER_LIST.response,
    },
    async ({ request, query, user }) => {
      return pageAnswer(request, (window) => listPendingUsers(ctx, user.companyId, query, window));
    },
  );

  router.route(
    {
      method: "POST",
      path: "/register/user",
      summary: "Invite a user to the caller's company (mails a set-password link)",
      tag: INVITES_TAG,
      access: ADMIN_WRITE,
      body: InviteUserRequest,
      response: PendingUser,
      status: 201,
    },
    async ({ body, user }) => inviteUser(ctx, user, body),
  );

  router.route(
    {
      method: "POST",
      path: "/register/user/check-duplicate",
      summary: "Is this email address already a user's (any company)? Only yes or no",
      tag: INVITES_TAG,
      access: ADMIN_READ,
      body: DuplicateCheckRequest,
      response: DuplicateCheckResponse,
    },
    async ({ body }) => ({ exists: await emailTaken(ctx, body.email) }),
  );

  router.route(
    {
      method: "GET",
      path: "/register/user/:id",
      summary: "One pending user of the caller's company",
      tag: INVITES_TAG,
      access: ADMIN_READ,
      params: RecordIdParams,
      response: PendingUser,
    },
    async ({ params, user }) => findPendingUser(ctx, user.companyId, params.id),
  );

  router.route(
    {
      method: "DELETE",
      path: "/register/user/:id",
      summary: "Withdraw a pending invite: the user is removed and the link stops working",
      tag: INVITES_TAG,
      access: ADMIN_WRITE,
      params: RecordIdParams,
      status: 204,
    },
    async ({ params, user }) => {
      await cancelInvite(ctx, user, params.id);
    },
  );

  router.route(
    {
      method: "POST",
      path: "/register/user/:id/resend",
      summary: "Mail a new invite link; the previous link stops working",
      tag: INVITES_TAG,
      access: ADMIN_WRITE,
      params: RecordIdParams,
      response: PendingUser,
    },
    async ({ params, user }) => resendInvite(ctx, user, params.id),
  );
}
