import { eq, sql } from "drizzle-orm";
import {
  NOTIFICATION_TOPICS,
  type NotificationSetting,
  type NotificationSettingChange,
} from "../../../../src/core/api/notifications/notification-settings.ts";
import type { ServerContext } from "../../context.ts";
import { notificationSettings } from "../../db/schema.ts";

/** A topic nobody chose channels for yet is delivered both ways, as the seed sets it. */
const DEFAULT_CHANNELS = { email: true, portal: true } as const;

/** Every topic's channels for the user, in the contract's topic order. */
export async function settingsOf(
  ctx: ServerContext,
  userId: number,
): Promise<NotificationSetting[]> {
  const rows = await ctx.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const byTopic = new Map(rows.map((row) => [row.topic, row]));
  return NOTIFICATION_TOPICS.map((topic) => {
    const row = byTopic.get(topic) ?? DEFAULT_CHANNELS;
    return { topic, email: row.email, portal: row.portal };
  });
}

/** Stores the listed topics' channels (insert or overwrite); other topics stay as they are. */
export async function changeSettings(
  ctx: ServerContext,
  userId: number,
  changes: ReadonlyArray<NotificationSettingChange>,
): Promise<void> {
  await ctx.db
    .insert(notificationSettings)
    .values(changes.map((change) => ({ userId, ...change })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.topic],
      set: { email: sql`excluded.email`, portal: sql`excluded.portal` },
    });
}
