import { count } from "drizzle-orm";
import { hashPassword } from "../../auth/passwords.ts";
import type { Db } from "../connect.ts";
import {
  accountManagers,
  bannerAlerts,
  changelog,
  companies,
  currencies,
  notificationSettings,
  notifications,
  userPermissions,
  users,
  variables,
} from "../schema.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoCompany } from "./demo-accounts.ts";
import { DEMO_CHANGELOG, DEMO_NOTIFICATIONS, DEMO_VARIABLES } from "./demo-content.ts";
import { seedEvents } from "./events.ts";
import { NOTIFICATION_TOPICS } from "./notification-topics.ts";
import { seedSupportDesk } from "./support-desk.ts";

const HOUR = 60 * 60 * 1000;

/**
 * Fills an empty database with the demo data: the provider and two customer companies, their
 * people, currencies, account managers, notifications of every related module, changelog
 * entries and a banner alert. The same records every time; times are relative to `now` so the
 * portal's relative dates read naturally.
 */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if ((existing?.n ?? 0) > 0) return false;

  const currencyRows = await db
    .insert(currencies)
    .values([
      { code: "EUR", name: "Euro", symbol: "€" },
      { code: "USD", name: "US Dollar", symbol: "$" },
      { code: "GBP", name: "Pound Sterling", symbol: "£" },
      { code: "CHF", name: "Swiss Franc", symbol: "CHF" },
      { code: "SGD", name: "Singapore Dollar", symbol: "S$" },
    ])
    .returning({ id: currencies.id, code: currencies.code });
  const currencyId = (code: string) => currencyRows.find((row) => row.code === code)?.id ?? null;

  const managers = await db
    .insert(accountManagers)
    .values([
      {
        name: "Hannah Whitfield",
        phone: "+44 20 7946 0321",
        email: "hannah.whitfield@conduit.test",
      },
      {
        name: "Marcus Lindqvist",
        phone: "+1 646 555 0199",
        email: "marcus.lindqvist@conduit.test",
      },
    ])
    .returning({ id: accountManagers.id });

  const companyRows = await db
    .insert(companies)
    .values([
      { name: "Conduit Networks", legalName: "Conduit Networks Ltd", isProvider: true },
      {
        name: "Acme Corp",
        legalName: "Acme Corporation Limited",
        accountManagerId: managers[0]?.id ?? null,
      },
      {
        name: "Globex",
        legalName: "Globex Industries Inc.",
        accountManagerId: managers[1]?.id ?? null,
      },
    ])
    .returning({ id: companies.id });
  const companyId: Record<DemoCompany, number> = {
    provider: companyRows[0]?.id ?? 0,
    acme: companyRows[1]?.id ?? 0,
    globex: companyRows[2]?.id ?? 0,
  };

  const userIds = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await db
      .insert(users)
      .values({
        companyId: companyId[account.company],
        email: account.email,
        firstname: account.firstname,
        lastname: account.lastname,
        phone: account.phone ?? null,
        jobTitle: account.jobTitle ?? null,
        passwordHash: account.status === "invited" ? null : await hashPassword(DEMO_PASSWORD),
        status: account.status ?? "active",
        isStaff: account.isStaff ?? false,
        requiresOtp: account.requiresOtp ?? false,
        defaultCurrencyId: currencyId(account.company === "globex" ? "USD" : "EUR"),
      })
      .returning({ id: users.id });
    if (!row) continue;
    userIds.set(account.email, row.id);
    if (account.permissions.length > 0) {
      await db
        .insert(userPermissions)
        .values(account.permissions.map((permission) => ({ userId: row.id, permission })));
    }
    await db
      .insert(notificationSettings)
      .values(
        NOTIFICATION_TOPICS.map((topic) => ({ userId: row.id, topic, email: true, portal: true })),
      );
  }

  const notificationRows = DEMO_NOTIFICATIONS.flatMap((item) => {
    const userId = userIds.get(item.email);
    if (userId === undefined) return [];
    return [
      {
        userId,
        message: item.message,
        url: item.url,
        relatedModule: item.relatedModule,
        isRead: item.isRead,
        dateCreated: new Date(now.getTime() - item.hoursAgo * HOUR),
      },
    ];
  });
  await db.insert(notifications).values(notificationRows);

  await db.insert(changelog).values(
    DEMO_CHANGELOG.map((entry) => ({
      ...entry,
      publishedAt: new Date(now.getTime() - entry.daysAgo * 24 * HOUR),
    })),
  );
  await db.insert(bannerAlerts).values({
    message:
      "Planned core maintenance in Frankfurt (FRA1) on Saturday 02:00-04:00 UTC. Redundant services are not affected.",
    severity: "warning",
    url: "/support/maintenances",
    startsAt: new Date(now.getTime() - 24 * HOUR),
    endsAt: new Date(now.getTime() + 7 * 24 * HOUR),
  });
  await db.insert(variables).values(DEMO_VARIABLES);
  await seedEvents(db, companyId, now);
  await seedSupportDesk(db, companyId, now);
  return true;
}
