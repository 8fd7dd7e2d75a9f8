import { issueInviteCode } from "../../modules/users/invite-codes.ts";
import type { Db } from "../database.ts";
import {
  accountManagers,
  companies,
  currencies,
  notificationSettings,
  userPermissions,
  users,
} from "../schema.ts";
import { DEMO_ACCOUNT_MANAGERS, DEMO_COMPANIES, DEMO_CURRENCIES } from "./companies-data.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASH, type DemoCompany } from "./demo-accounts.ts";
import { NOTIFICATION_TOPICS } from "./notification-topics.ts";

export interface SeededAccounts {
  readonly companyId: Record<DemoCompany, number>;
  /** Database id of each demo account, by e-mail. */
  readonly userIds: ReadonlyMap<string, number>;
}

/**
 * Loads the account tables (companies-data.ts, demo-accounts.ts): currencies, account managers,
 * companies, then each person with their permissions and notification settings (and, for an
 * invited one, a live invite code).
 */
export async function seedAccounts(db: Db, now: Date): Promise<SeededAccounts> {
  const currencyRows = await db
    .insert(currencies)
    .values([...DEMO_CURRENCIES])
    .returning({ id: currencies.id, code: currencies.code });
  const currencyId = (code: string) => currencyRows.find((row) => row.code === code)?.id ?? null;

  const managerRows = await db
    .insert(accountManagers)
    .values([...DEMO_ACCOUNT_MANAGERS])
    .returning({ id: accountManagers.id, email: accountManagers.email });
  const managerId = (email: string | undefined) =>
    managerRows.find((row) => row.email === email)?.id ?? null;

  const companyRows = await db
    .insert(companies)
    .values(
      DEMO_COMPANIES.map((company) => ({
        name: company.name,
        legalName: company.legalName,
        isProvider: company.isProvider ?? false,
        accountManagerId: managerId(company.accountManager),
        createdAt: now,
      })),
    )
    .returning({ id: companies.id });
  const companyId = { provider: 0, acme: 0, globex: 0 } satisfies Record<DemoCompany, number>;
  const currencyOf = new Map<DemoCompany, number | null>();
  DEMO_COMPANIES.forEach((company, index) => {
    companyId[company.key] = companyRows[index]?.id ?? 0;
    currencyOf.set(company.key, currencyId(company.defaultCurrency));
  });

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
        passwordHash: account.status === "invited" ? null : DEMO_PASSWORD_HASH,
        status: account.status ?? "active",
        isStaff: account.isStaff ?? false,
        requiresOtp: account.requiresOtp ?? false,
        defaultCurrencyId: currencyOf.get(account.company) ?? null,
        createdAt: now,
      })
      .returning({ id: users.id });
    if (!row) continue;
    userIds.set(account.email, row.id);
    // An invited colleague was invited just now: their invite still works for its whole
    // lifetime (the code is never mailed; an administrator resends the invite to use it).
    if (account.status === "invited") await issueInviteCode(db, row.id, now);
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
  return { companyId, userIds };
}
