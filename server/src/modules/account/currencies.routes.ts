import { asc, count } from "drizzle-orm";
import { CurrencyList } from "../../../../src/core/api/account/currency.ts";
import type { ServerContext } from "../../context.ts";
import { currencies } from "../../db/schema.ts";
import { pageWindow, paginated } from "../../http/pagination.ts";
import type { Router } from "../../http/routes.ts";

/** GET /currencies: the currencies a user may choose as default, by code, paged. */
export function registerCurrencyRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/currencies",
      summary: "Currencies a user may choose as default",
      tag: "Account",
      access: "signed-in",
      response: CurrencyList,
    },
    async ({ request }) => {
      const window = pageWindow(request.query);
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(currencies)
          .orderBy(asc(currencies.code))
          .limit(window.limit)
          .offset(window.offset),
        ctx.db.select({ n: count() }).from(currencies),
      ]);
      const results = rows.map((row) => ({
        id: String(row.id),
        code: row.code,
        name: row.name,
        symbol: row.symbol,
      }));
      return paginated(request, window, total?.n ?? 0, results);
    },
  );
}
