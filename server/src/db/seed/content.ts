import { and, eq } from "drizzle-orm";
import { maintenancePath } from "../../../../src/core/api/events/event-paths.ts";
import { eventReference } from "../../../../src/core/api/events/event-vocabulary.ts";
import { HOUR_MS } from "../../../../src/core/durations.ts";
import { issueKey } from "../../modules/support/issue-keys.ts";
import type { Db } from "../database.ts";
import {
  bannerAlerts,
  changelog,
  maintenances,
  notifications,
  supportTickets,
  users,
  variables,
} from "../schema.ts";
import { demoInvoices } from "./billing.ts";
import { DEMO_BILLING_TERMS } from "./billing-data.ts";
import {
  CORE_MAINTENANCE_NUMBER,
  DEMO_BANNER,
  DEMO_CHANGELOG,
  DEMO_NOTIFICATIONS,
  DEMO_TICKET_NOTIFICATIONS,
  DEMO_VARIABLES,
  type DemoNotification,
  demoCoreMaintenance,
  demoInvoiceNotifications,
} from "./demo-content.ts";
import { DEMO_SERVICE_ROWS } from "./services.ts";

/**
 * Loads the content tables (demo-content.ts): notifications of the demo people, changelog
 * entries, the banner alert and variables, their times relative to `now`. It runs after the
 * other domains (seed.ts): a notification or the banner names a record that exists, and
 * links to it (issue 40).
 */
export async function seedContent(
  db: Db,
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const latestInvoice = demoInvoices(DEMO_SERVICE_ROWS.acme, DEMO_BILLING_TERMS.acme, now).at(-1);
  if (latestInvoice === undefined) throw new Error("The demo data has no invoice for Acme");
  const core = demoCoreMaintenance(now);
  const coreReference = eventReference("MNT", core.windowStart, CORE_MAINTENANCE_NUMBER);
  // Acme's record of it (a maintenance page is addressed by the record's own id).
  const [acmeCore] = await db
    .select({ id: maintenances.id })
    .from(maintenances)
    .innerJoin(users, eq(users.companyId, maintenances.companyId))
    .where(and(eq(maintenances.reference, coreReference), eq(users.email, "admin@acme.test")));
  if (acmeCore === undefined) throw new Error(`The demo data needs Acme's ${coreReference}`);
  const coreUrl = maintenancePath(acmeCore.id);
  await db.insert(notifications).values(
    [
      ...DEMO_NOTIFICATIONS,
      ...core.notifications(coreUrl),
      ...demoInvoiceNotifications(latestInvoice, now),
      ...(await ticketNotifications(db)),
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
    message: core.bannerMessage,
    // Each customer is led to its own record of the night (banner-alert.routes.ts); a
    // customer without one is not shown the banner.
    url: null,
    eventReference: coreReference,
    startsAt: at(-startsHoursAgo),
    endsAt: at(endsInHours),
  });
  await db.insert(variables).values([...DEMO_VARIABLES]);
}

/** The ticket notifications, each naming its ticket by the key the desk gave it. */
async function ticketNotifications(db: Db): Promise<DemoNotification[]> {
  const written: DemoNotification[] = [];
  for (const notice of DEMO_TICKET_NOTIFICATIONS) {
    const found = await db
      .select({ number: supportTickets.issueNumber })
      .from(supportTickets)
      .where(eq(supportTickets.summary, notice.summary));
    const [ticket] = found;
    if (ticket === undefined || found.length > 1) {
      throw new Error(`The demo data needs one ticket "${notice.summary}"`);
    }
    const key = issueKey(ticket.number);
    for (const email of notice.emails) {
      written.push({
        email,
        message: notice.message(key),
        url: `/support/tickets/${key}`,
        relatedModule: null,
        isRead: notice.isRead,
        hoursAgo: notice.hoursAgo,
      });
    }
  }
  return written;
}
