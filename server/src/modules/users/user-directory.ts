import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { ListQueryOf } from "../../../../src/core/api/define-list.ts";
import { sortPermissions } from "../../../../src/core/api/users/user-permissions.ts";
import type { CompanyUser, USER_LIST, UserStatus } from "../../../../src/core/api/users/users.ts";
import { isoTime } from "../../db/iso-time.ts";
import { contains, where } from "../../http/list-filters.ts";
import { countedPerCompany, type ListRowsOf, orderingOr } from "../../http/paged-list.ts";

type UserOrdering = Exclude<NonNullable<ListQueryOf<typeof USER_LIST>["ordering"]>, "">;

import type { ServerContext } from "../../context.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { userPermissions, users } from "../../db/schema.ts";
import { missingRecord } from "../../http/foreign-records.ts";

/**
 * The users of one company as user administration lists them. Every query here is scoped
 * to the caller's company: another company's user is simply not found.
 */

/** Every permission of the row's user, as one array column (no second round trip). */
export const permissionsOfUser = sql<
  string[]
>`coalesce((select array_agg(${userPermissions.permission}) from ${userPermissions} where ${userPermissions.userId} = ${users.id}), '{}')`;

const columns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phone: users.phone,
  jobTitle: users.jobTitle,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  permissions: permissionsOfUser,
};

interface DirectoryRow {
  readonly id: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly phone: string | null;
  readonly jobTitle: string | null;
  readonly status: string;
  readonly lastLoginAt: Date | null;
  readonly createdAt: Date;
  readonly permissions: string[];
}

function toCompanyUser(row: DirectoryRow): CompanyUser {
  return {
    id: String(row.id),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    job_title: row.jobTitle,
    status: row.status as UserStatus,
    permissions: sortPermissions(row.permissions),
    last_login: row.lastLoginAt?.toISOString() ?? null,
    date_joined: row.createdAt.toISOString(),
  };
}

/** Name, full name or email containing the term, ignoring case. */
export function personMatches(term: string): SQL | undefined {
  const pattern = containsPattern(term.trim());
  return or(
    ilike(users.firstname, pattern),
    ilike(users.lastname, pattern),
    ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
    ilike(users.email, pattern),
  );
}

/** The list's columns in the contract's wire format, permissions as one array column. */
const LIST_COLUMNS = `u.id::text as id, u.firstname, u.lastname, u.email, u.phone,
  u.job_title, u.status, ${isoTime("u.last_login_at")} as last_login,
  ${isoTime("u.created_at")} as date_joined,
  coalesce((select array_agg(p.permission) from user_permissions p where p.user_id = u.id),
    '{}') as permissions`;

/** ORDER BY of each ordering; the id breaks ties so pages never overlap. */
const USER_ORDERS: Readonly<Record<UserOrdering, string>> = {
  name: "u.lastname_key asc, u.firstname_key asc, u.id asc",
  "-name": "u.lastname_key desc, u.firstname_key desc, u.id desc",
  // Stored lower(email) and the id tie-break in the order's direction: each order is one of
  // the users table's indexes read forwards or backwards (schema-accounts.ts).
  email: "u.email_key asc, u.id asc",
  "-email": "u.email_key desc, u.id desc",
  date_joined: "u.created_at asc, u.id asc",
  "-date_joined": "u.created_at desc, u.id desc",
  last_login: "u.last_login_at asc nulls first, u.id asc",
  "-last_login": "u.last_login_at desc nulls last, u.id desc",
};

/** The company's users (GET /users): search in names and e-mail, status, a permission held. */
export const USER_ROWS: ListRowsOf<typeof USER_LIST, CompanyUser> = {
  name: "company_users",
  table: "users u",
  alias: "u",
  owner: "u.company_id = $1",
  unfilteredCount: countedPerCompany("users"),
  filters: [
    contains("u.search_text", (query) => query.search),
    where("u.status = ?", "text", (query) => query.status),
    where(
      "exists (select 1 from user_permissions p where p.user_id = u.id and p.permission = ?)",
      "text",
      (query) => query.permission,
    ),
  ],
  orderings: USER_ORDERS,
  ordering: orderingOr("name"),
  columns: LIST_COLUMNS,
  toItem: (row) => ({ ...row, permissions: sortPermissions(row.permissions) }),
};

/** One user of the company, or 404 (also for a user of another company). */
export async function findCompanyUser(
  ctx: ServerContext,
  companyId: number,
  userId: number,
): Promise<CompanyUser> {
  const [row] = await ctx.db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!row) throw await missingCompanyUser(ctx.db, companyId, userId);
  return toCompanyUser(row);
}

/**
 * The 404 for a user the company does not have: a security event when another company has
 * them. Takes the database handle in use, so a transaction's own connection reads it.
 */
export function missingCompanyUser(
  db: Pick<ServerContext["db"], "select">,
  companyId: number,
  userId: number,
) {
  return missingRecord(companyId, "user", userId, async () => {
    const [owner] = await db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, userId));
    return owner?.companyId;
  });
}
