import { and, eq } from "drizzle-orm";
import { MeResponse } from "../../../../src/core/api/account/me.ts";
import { UpdateMeRequest } from "../../../../src/core/api/account/user-info.ts";
import { UserDetailsRequest } from "../../../../src/core/api/users/user-details.ts";
import type { ServerContext } from "../../context.ts";
import { currencies, users } from "../../db/schema.ts";
import { badRequest } from "../../http/api-error.ts";
import { storedId as recordId } from "../../http/record-ids.ts";
import type { Router } from "../../http/routes.ts";
import { correctUserDetails } from "../users/user-details.ts";
import { defaultCurrencyOf, userInfoOf } from "./user-info.ts";

/**
 * GET /me and PUT /me. PUT changes the default currency and nothing else: the body is
 * decoded with UpdateMeRequest, which drops every other key (company, staff flag,
 * permissions, e-mail...) before the handler sees it. PUT /me/details corrects one's own
 * name and phone (UserDetailsRequest: those three keys only), logged like an administrator's
 * correction.
 */
export function registerMeRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/me",
      summary: "The signed-in user, their company and effective permissions",
      tag: "Account",
      access: "signed-in",
      beforeEnrolment: true,
      response: MeResponse,
    },
    async ({ user }) => userInfoOf(ctx, user, await defaultCurrencyOf(ctx, user)),
  );

  router.route(
    {
      method: "PUT",
      path: "/me",
      summary: "Set the signed-in user's default currency",
      tag: "Account",
      access: "signed-in",
      body: UpdateMeRequest,
      response: MeResponse,
    },
    async ({ user, body }) => {
      const currencyId = recordId(body.default_currency);
      // One statement: the currency must exist, and the user row takes it.
      const [currency] =
        currencyId === null
          ? []
          : await ctx.db
              .update(users)
              .set({ defaultCurrencyId: currencies.id })
              .from(currencies)
              .where(and(eq(users.id, user.id), eq(currencies.id, currencyId)))
              .returning({ id: currencies.id, code: currencies.code, name: currencies.name });
      if (!currency) {
        throw badRequest({
          default_currency: [`Invalid pk "${body.default_currency}" - object does not exist.`],
        });
      }
      return userInfoOf(ctx, { ...user, defaultCurrencyId: currency.id }, currency);
    },
  );

  router.route(
    {
      method: "PUT",
      path: "/me/details",
      summary: "Correct the signed-in user's own name and phone (logged in the permission log)",
      tag: "Account",
      access: "signed-in",
      body: UserDetailsRequest,
      response: MeResponse,
    },
    async ({ user, body }) => {
      const details = await correctUserDetails(ctx, user, user.id, body);
      const named = { ...user, firstname: details.firstname, lastname: details.lastname };
      return userInfoOf(ctx, named, await defaultCurrencyOf(ctx, user));
    },
  );
}
