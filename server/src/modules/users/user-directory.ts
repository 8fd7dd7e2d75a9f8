import { and, asc, count, desc, eq, exists, ilike, or, type SQL, sql } from "drizzle-orm";
import { sortPermissions } from "../../../../src/core/api/user-permissions.ts";
import type { CompanyUser, UserListQuery, UserStatus } from "../../../../src/core/api/users.ts";
import type { ServerContext } from "../../context.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { userPermissions, users } from "../../db/schema.ts";
import { notFound } from "../../http/api-error.ts";
import type { PageWindow } from "../../http/pagination.ts";

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

function holds(permission: string): SQL {
  return exists(
    sql`(select 1 from ${userPermissions} where ${userPermissions.userId} = ${users.id} and ${userPermissions.permission} = ${permission})`,
  );
}

const ORDERINGS: Readonly<Record<NonNullable<UserListQuery["ordering"]>, SQL[]>> = {
  name: [asc(sql`lower(${users.lastname})`), asc(sql`lower(${users.firstname})`)],
  "-name": [desc(sql`lower(${users.lastname})`), desc(sql`lower(${users.firstname})`)],
  email: [asc(sql`lower(${users.email})`)],
  "-email": [desc(sql`lower(${users.email})`)],
  date_joined: [asc(users.createdAt)],
  "-date_joined": [desc(users.createdAt)],
  last_login: [sql`${users.lastLoginAt} asc nulls first`],
  "-last_login": [sql`${users.lastLoginAt} desc nulls last`],
};

export async function listCompanyUsers(
  ctx: ServerContext,
  companyId: number,
  query: UserListQuery,
  window: PageWindow,
): Promise<{ count: number; results: CompanyUser[] }> {
  const where = and(
    eq(users.companyId, companyId),
    query.search?.trim() ? personMatches(query.search) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.permission ? holds(query.permission) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const rows = await ctx.db
    .select(columns)
    .from(users)
    .where(where)
    .orderBy(...ORDERINGS[query.ordering ?? "name"], asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  return { count: total?.n ?? 0, results: rows.map(toCompanyUser) };
}

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
  if (!row) throw notFound();
  return toCompanyUser(row);
}
