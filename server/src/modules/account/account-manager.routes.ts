import { eq } from "drizzle-orm";
import { CurrentAccountManager } from "../../../../src/core/api/account/account-manager.ts";
import type { ServerContext } from "../../context.ts";
import { accountManagers, companies } from "../../db/schema.ts";
import type { Router } from "../../http/routes.ts";

/**
 * GET /account-manager: the caller's company's account manager, for the contact widget. A
 * company without one (the provider's own staff among them) gets null.
 */
export function registerAccountManagerRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/account-manager",
      summary: "The account manager of the caller's company, or null when it has none",
      tag: "Account",
      access: "signed-in",
      response: CurrentAccountManager,
    },
    async ({ user }) => {
      const [manager] = await ctx.db
        .select({
          name: accountManagers.name,
          phone: accountManagers.phone,
          email: accountManagers.email,
        })
        .from(companies)
        .innerJoin(accountManagers, eq(accountManagers.id, companies.accountManagerId))
        .where(eq(companies.id, user.companyId));
      return manager ?? null;
    },
  );
}
