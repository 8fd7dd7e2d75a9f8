import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { ImpersonationCandidate } from "../../../../src/core/api/auth/impersonation.ts";
import type { IMPERSONATION_CANDIDATE_LIST } from "../../../../src/core/api/auth/impersonation-session.ts";
import type { ListQueryOf } from "../../../../src/core/api/define-list.ts";
import type { ServerContext } from "../../context.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { companies, users } from "../../db/schema.ts";
import type { PageWindow } from "../../http/pagination.ts";
import { storedId } from "../../http/record-ids.ts";
import { personMatches } from "./user-directory.ts";

/**
 * Whom staff may act as (DESIGN.md section 6): active users of customer companies, every
 * customer company, but never staff (the provider's own people, or anyone flagged staff).
 */
export const impersonable: SQL | undefined = and(
  eq(companies.isProvider, false),
  eq(users.isStaff, false),
  eq(users.status, "active"),
);

function filters(query: ListQueryOf<typeof IMPERSONATION_CANDIDATE_LIST>): Array<SQL | undefined> {
  const term = query.search?.trim();
  return [
    term ? or(personMatches(term), ilike(companies.name, containsPattern(term))) : undefined,
    !query.company ? undefined : eq(users.companyId, storedId(query.company) ?? 0),
  ];
}

/** GET /impersonation/users: by company, then by name. */
export async function listImpersonationCandidates(
  ctx: ServerContext,
  query: ListQueryOf<typeof IMPERSONATION_CANDIDATE_LIST>,
  window: PageWindow,
): Promise<{ count: number; results: ImpersonationCandidate[] }> {
  const where = and(impersonable, ...filters(query));
  const [total] = await ctx.db
    .select({ n: count() })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  const rows = await ctx.db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(
      asc(sql`lower(${companies.name})`),
      asc(sql`lower(${users.lastname})`),
      asc(sql`lower(${users.firstname})`),
      asc(users.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      id: String(row.id),
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      company_name: row.companyName,
    })),
  };
}
