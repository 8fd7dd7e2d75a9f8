import { count } from "drizzle-orm";
import type { Db } from "../database.ts";
import { companies } from "../schema.ts";
import { seedAccounts } from "./accounts.ts";
import { seedAlertRules } from "./alerts.ts";
import { seedBilling } from "./billing.ts";
import { seedContent } from "./content.ts";
import { seedEvents } from "./events.ts";
import { seedRadio } from "./radio.ts";
import { seedServices } from "./services.ts";
import { DEMO_CUSTOMER_ACCOUNTS } from "./services-company-data.ts";
import { seedSupportDesk } from "./support-desk.ts";

/**
 * Fills an empty database with the demo data: the provider and two customer companies, their
 * people, currencies, account managers, notifications of every related module, changelog
 * entries and a banner alert, the services (with the provider's catalogue), 24 months of
 * invoices, the events, the support desk and the radio links. Each domain's data is a typed
 * table (`*-data.ts`, `demo-*.ts`) and one loader per domain inserts it; this only orders them.
 * The same records every time; times are relative to `now` so the portal's relative dates read
 * naturally.
 */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if ((existing?.n ?? 0) > 0) return false;
  const { companyId, userIds } = await seedAccounts(db, now);
  await seedServices(db, companyId, userIds, now);
  await seedBilling(
    db,
    companyId,
    { acme: DEMO_CUSTOMER_ACCOUNTS.acme.currency, globex: DEMO_CUSTOMER_ACCOUNTS.globex.currency },
    now,
  );
  await seedEvents(db, companyId, now);
  await seedSupportDesk(db, companyId, now);
  // Last but radio: its notifications and banner name the records seeded before it.
  await seedContent(db, userIds, now);
  await seedRadio(db, companyId, userIds, now);
  await seedAlertRules(db, companyId, now);
  return true;
}
