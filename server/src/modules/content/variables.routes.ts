import { eq } from "drizzle-orm";
import { Schema } from "effect";
import { Variable } from "../../../../src/core/api/content/variables.ts";
import type { ServerContext } from "../../context.ts";
import { variables } from "../../db/schema.ts";
import { notFound } from "../../http/api-error.ts";
import { PathText } from "../../http/path-params.ts";
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
      // A name PostgreSQL cannot compare (U+0000) names no variable either: PathText's 404.
      params: Schema.Struct({ name: PathText }),
      response: Variable,
    },
    async ({ params: { name } }) => {
      const [row] =
        name === "" ? [] : await ctx.db.select().from(variables).where(eq(variables.name, name));
      if (!row) throw notFound();
      return { name: row.name, value: row.value };
    },
  );
}
