import { and, eq, inArray } from "drizzle-orm";
import type { NotificationTopic } from "../../../../src/core/api/notifications/notification-settings.ts";
import type { ServerContext } from "../../context.ts";
import { notificationSettings, notifications, users } from "../../db/schema.ts";
import { portalLink } from "../../mail/portal-link.ts";

/** A piece of news for some users: one portal notification and one mail each, as they chose. */
export interface News {
  readonly topic: NotificationTopic;
  readonly message: string;
  /** Where the portal notification leads (a portal path), or null. */
  readonly url: string | null;
  readonly relatedModule: string | null;
  readonly mailSubject: string;
}

/**
 * Delivers news to active users, honouring each one's notification settings for its topic:
 * a topic switched off in the portal writes no notification, switched off by e-mail sends no
 * mail. A topic a user never chose keeps the default (both channels), as GET
 * /notification-settings shows it.
 */
export async function deliverNews(
  ctx: ServerContext,
  userIds: ReadonlyArray<number>,
  news: News,
): Promise<void> {
  if (userIds.length === 0) return;
  const recipients = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      portal: notificationSettings.portal,
      byMail: notificationSettings.email,
    })
    .from(users)
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.userId, users.id), eq(notificationSettings.topic, news.topic)),
    )
    .where(and(inArray(users.id, [...userIds]), eq(users.status, "active")));
  const inPortal = recipients.filter((recipient) => recipient.portal ?? true);
  if (inPortal.length > 0) {
    await ctx.db.insert(notifications).values(
      inPortal.map((recipient) => ({
        userId: recipient.id,
        message: news.message,
        url: news.url,
        relatedModule: news.relatedModule,
        dateCreated: ctx.now(),
      })),
    );
  }
  for (const recipient of recipients.filter((candidate) => candidate.byMail ?? true)) {
    await ctx.mailer.send({
      to: recipient.email,
      subject: news.mailSubject,
      body:
        news.url === null
          ? news.message
          : `${news.message}\n\nOpen it in the portal: ${portalLink(ctx, news.url)}`,
      kind: `news:${news.topic}`,
    });
  }
}
