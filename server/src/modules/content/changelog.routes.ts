import { count, desc, lte } from "drizzle-orm";
import { CHANGELOG_LIST } from "../../../../src/core/api/content/changelog.ts";
import type { ServerContext } from "../../context.ts";
import { changelog } from "../../db/schema.ts";
import { pageWindow, paginated } from "../../http/pagination.ts";
import type { Router } from "../../http/routes.ts";

/** GET /changelog: release notes published so far (scheduled ones wait), newest first. */
export function registerChangelogRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: CHANGELOG_LIST.path,
      summary: "Published release notes, newest first",
      tag: "Content",
      access: "signed-in",
      query: CHANGELOG_LIST.query,
      response: CHANGELOG_LIST.response,
    },
    async ({ request }) => {
      const window = pageWindow(request.query);
      const published = lte(changelog.publishedAt, ctx.now());
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(changelog)
          .where(published)
          .orderBy(desc(changelog.publishedAt), desc(changelog.id))
          .limit(window.limit)
          .offset(window.offset),
        ctx.db.select({ n: count() }).from(changelog).where(published),
      ]);
      const results = rows.map((row) => ({
        id: String(row.id),
        version: row.version,
        title: row.title,
        body: row.body,
        published_at: row.publishedAt.toISOString(),
      }));
      return paginated(request, window, total?.n ?? 0, results);
    },
  );
}
