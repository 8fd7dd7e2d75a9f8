import { desc, eq } from "drizzle-orm";
import { DevMailboxMessage, DevMailboxQuery } from "../../../../src/core/api/dev-mailbox.ts";
import type { ServerContext } from "../../context.ts";
import { outbox } from "../../db/schema.ts";
import { notFound } from "../../http/api-error.ts";
import type { Router } from "../../http/routes.ts";

/**
 * GET /dev/mailbox?email=<address>: the development mailbox. Answers the newest mail the
 * server wrote for the address (one-time codes, reset links), with the code it carries as
 * `secret`, so the demo and the tests can sign in to accounts that need a mailed code
 * without a mail server. It exists in demo mode only (CONDUIT_DEMO_MODE, on by default with
 * the embedded database): otherwise the route is not registered and answers 404 like any
 * unknown path, and it is absent from the OpenAPI document.
 */
export function registerDevMailboxRoutes(router: Router, ctx: ServerContext): void {
  if (!ctx.config.demoMode) return;
  router.publicRoute(
    {
      method: "GET",
      path: "/dev/mailbox",
      summary: "Newest mail for an address (demo mode only)",
      tag: "Development",
      query: DevMailboxQuery,
      response: DevMailboxMessage,
    },
    async ({ query, reply }) => {
      reply.header("Cache-Control", "no-store");
      const [mail] = await ctx.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, query.email.trim().toLowerCase()))
        .orderBy(desc(outbox.id))
        .limit(1);
      if (!mail) throw notFound("No mail for this address.");
      return {
        kind: mail.kind,
        subject: mail.subject,
        body: mail.body,
        secret: mail.secret,
        created_at: mail.createdAt.toISOString(),
      };
    },
  );
}
