import type { Db } from "../connect.ts";
import { bannerAlerts, changelog, notifications, variables } from "../schema.ts";
import { demoInvoices } from "./billing.ts";
import { DEMO_BILLING_TERMS } from "./billing-data.ts";
import {
  DEMO_BANNER,
  DEMO_CHANGELOG,
  DEMO_NOTIFICATIONS,
  DEMO_VARIABLES,
  demoFrankfurtMaintenance,
  demoInvoiceNotifications,
} from "./demo-content.ts";
import { DEMO_SERVICE_ROWS } from "./services.ts";

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
  const latestInvoice = demoInvoices(DEMO_SERVICE_ROWS.acme, DEMO_BILLING_TERMS.acme, now).at(-1);
  if (latestInvoice === undefined) throw new Error("The demo data has no invoice for Acme");
  const frankfurt = demoFrankfurtMaintenance(now);
  await db.insert(notifications).values(
    [
      ...DEMO_NOTIFICATIONS,
      ...frankfurt.notifications,
      ...demoInvoiceNotifications(latestInvoice, now),
    ].flatMap(({ email, hoursAgo, ...item }) => {
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
  await db.insert(bannerAlerts).values({
    ...banner,
    message: frankfurt.bannerMessage,
    startsAt: at(-startsHoursAgo),
    endsAt: at(endsInHours),
  });
  await db.insert(variables).values([...DEMO_VARIABLES]);
}
