import { eq } from "drizzle-orm";
import { Variable } from "../../../../src/core/api/content/variables.ts";
import type { ServerContext } from "../../context.ts";
import { variables } from "../../db/schema.ts";
import { notFound } from "../../http/api-error.ts";
import type { Router } from "../../http/routes.ts";

/** GET /variables/{name}: one named value the portal reads; unknown names are a 404. */
export function registerVariableRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/variables/:name",
      summary: "A named value the portal reads at run time",
      tag: "Content",
      access: "signed-in",
      response: Variable,
    },
    async ({ request }) => {
      const { name = "" } = request.params as { readonly name?: string };
      // A name PostgreSQL cannot compare (U+0000) names no variable either.
      const [row] =
        name === "" || name.includes("\u0000")
          ? []
          : await ctx.db.select().from(variables).where(eq(variables.name, name));
      if (!row) throw notFound();
      return { name: row.name, value: row.value };
    },
  );
}
