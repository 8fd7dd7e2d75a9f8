import { eq, sql } from "drizzle-orm";
import type { MeResponse } from "../../../../src/core/api/account/me.ts";
import { userName } from "../../../../src/core/api/users/user-name.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { currencies, customerAccounts, users } from "../../db/schema.ts";

export interface CurrencyRow {
  readonly id: number;
  readonly code: string;
  readonly name: string;
}

/**
 * The caller's default currency in one query. A user without one (never chosen) gets their
 * company's billing currency, the book they are priced from (core priceBookCurrency), else the
 * first currency of the catalogue, so /me always names a currency the portal can show.
 */
export async function defaultCurrencyOf(
  ctx: ServerContext,
  user: CurrentUser,
): Promise<CurrencyRow> {
  const [row] = await ctx.db
    .select({ id: currencies.id, code: currencies.code, name: currencies.name })
    .from(currencies)
    .orderBy(
      sql`${currencies.id} = ${user.defaultCurrencyId ?? 0} desc`,
      sql`${currencies.code} = (select a.currency from ${customerAccounts} a
        where a.company_id = ${user.companyId}) desc nulls last`,
      currencies.id,
    )
    .limit(1);
  if (!row) throw new Error("The currency catalogue is empty.");
  return row;
}

/** The staff member acting as the caller, or null outside impersonation. */
async function impersonatorOf(
  ctx: ServerContext,
  user: CurrentUser,
): Promise<MeResponse["impersonator"]> {
  if (!user.impersonation) return null;
  const [staff] = await ctx.db
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.id, user.impersonation.staffUserId));
  if (!staff) return null;
  return {
    id: String(user.impersonation.staffUserId),
    name: userName(staff),
    email: staff.email,
    mode: user.impersonation.mode,
  };
}

/** The caller's phone number as stored (null when none was given). */
async function phoneOf(ctx: ServerContext, userId: number): Promise<string | null> {
  const [row] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}

/**
 * GET /me's answer. The permissions are the effective ones the guard computed (a read-only
 * impersonation keeps only the view permissions), never the stored list as such.
 */
export async function userInfoOf(
  ctx: ServerContext,
  user: CurrentUser,
  currency: CurrencyRow,
): Promise<MeResponse> {
  return {
    id: String(user.id),
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    company_name: user.companyName,
    default_currency: { id: String(currency.id), code: currency.code, name: currency.name },
    permissions: [...user.permissions].sort(),
    phone: await phoneOf(ctx, user.id),
    impersonator: await impersonatorOf(ctx, user),
    two_factor_enrolment_required: user.twoFactorEnrolmentRequired,
  };
}
