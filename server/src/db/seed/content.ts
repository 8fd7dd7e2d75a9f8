import type { Db } from "../connect.ts";
import { bannerAlerts, changelog, notifications, variables } from "../schema.ts";
import { DEMO_BANNER, DEMO_CHANGELOG, DEMO_NOTIFICATIONS, DEMO_VARIABLES } from "./demo-content.ts";

const HOUR = 60 * 60 * 1000;

/**
 * Loads the content tables (demo-content.ts): notifications of the demo people, changelog
 * entries, the banner alert and variables, their times relative to `now`.
 */
export async function seedContent(
  db: Db,
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  await db.insert(notifications).values(
    DEMO_NOTIFICATIONS.flatMap(({ email, hoursAgo, ...item }) => {
      const userId = userIds.get(email);
      return userId === undefined ? [] : [{ ...item, userId, dateCreated: at(-hoursAgo) }];
    }),
  );
  await db
    .insert(changelog)
    .values(
      DEMO_CHANGELOG.map(({ daysAgo, ...entry }) => ({ ...entry, publishedAt: at(-daysAgo * 24) })),
    );
  const { startsHoursAgo, endsInHours, ...banner } = DEMO_BANNER;
  await db
    .insert(bannerAlerts)
    .values({ ...banner, startsAt: at(-startsHoursAgo), endsAt: at(endsInHours) });
  await db.insert(variables).values([...DEMO_VARIABLES]);
}
