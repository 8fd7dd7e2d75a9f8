import { and, eq, ne } from "drizzle-orm";
import type { ServerContext } from "../../context.ts";
import { supportFollowers } from "../../db/schema.ts";
import { deliverNews } from "../notifications/deliver.ts";
import type { TicketRef } from "./ticket-lookup.ts";

/**
 * Tells a ticket's followers, except whoever did it, what happened to the ticket: news of the
 * "tickets" topic, so each follower's notification settings decide the portal and e-mail.
 */
export async function tellFollowers(
  ctx: ServerContext,
  ticket: TicketRef,
  actor: { readonly userId: number; readonly name: string },
  what: string,
): Promise<void> {
  const followers = await ctx.db
    .select({ userId: supportFollowers.userId })
    .from(supportFollowers)
    .where(
      and(eq(supportFollowers.ticketId, ticket.id), ne(supportFollowers.userId, actor.userId)),
    );
  await deliverNews(
    ctx,
    followers.map((follower) => follower.userId),
    {
      topic: "tickets",
      message: `${actor.name} ${what} on ${ticket.key}.`,
      url: `/support/tickets/${ticket.key}`,
      relatedModule: "support",
      mailSubject: `${ticket.key}: ${actor.name} ${what}`,
    },
  );
}
