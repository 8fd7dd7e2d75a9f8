import { sql } from "drizzle-orm";
import {
  BILLED_SERVICE_STATUSES,
  type BillingEstimate,
  billingEstimateOf,
  type EstimatedService,
  estimateInvoice,
} from "../../../../src/core/api/billing/index.ts";
import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import { serviceBookPrice } from "../../../../src/core/api/ordering/index.ts";
import type { ServiceLink, ServiceType } from "../../../../src/core/api/services/index.ts";
import { changeReferenceOf } from "../../../../src/core/api/services/service-changes.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { chosenCurrency } from "../ordering/pricing-facts.ts";
import { DEFAULT_TAX_RATE_BP } from "../services/service-change-billing.ts";

interface ServiceRow {
  readonly id: string;
  readonly name: string;
  readonly type: ServiceType;
  readonly cost_centre: string;
  readonly purchase_order: string;
  readonly speed_mbps: number;
  readonly term_months: number;
  readonly to_cni: boolean;
  readonly currency: string;
  readonly mrc_minor: number;
  readonly nrc_minor: number;
  readonly live_day: string;
  readonly cease_day: string | null;
  /** The period's changes (not failed), oldest first, as JSON. */
  readonly changes: ReadonlyArray<{
    readonly id: number;
    readonly from_mrc_minor: number;
    readonly prorated_minor: number;
    readonly prorated_days: number;
    readonly one_off_fee_minor: number;
    readonly effective_day: string;
  }> | null;
}

/**
 * GET /billing/estimate: the company's next invoice as it stands today (core
 * estimateInvoice), at its latest invoice's tax rate, priced from the book of the caller's
 * chosen currency (issue 40): a service ordered in that currency at its ordered price with
 * its changes of the month; one ordered in another at its configuration's price in the book
 * for the whole period (its changes were priced in the other currency, so they are not
 * converted either); one the book does not sell is left out and counted. Read in two
 * statements: the account's terms, and the billed services with their changes of the month
 * and pending cease day.
 */
export async function billingEstimate(
  ctx: ServerContext,
  user: CurrentUser,
): Promise<BillingEstimate> {
  const { companyId } = user;
  const today = utcToday(ctx.now());
  const periodStart = `${today.slice(0, 8)}01`;
  const [terms] = rowsOf<{ currency: string; tax_rate_bp: number | null }>(
    await ctx.db.execute(sql`select a.currency,
      (select i.tax_rate_bp from invoices i where i.company_id = a.company_id
        order by i.period_start desc, i.id desc limit 1) as tax_rate_bp
      from customer_accounts a where a.company_id = ${companyId}`),
  );
  const invoiceCurrency = terms?.currency ?? "GBP";
  const currency = await chosenCurrency(ctx, user);
  const taxRateBp = Number(terms?.tax_rate_bp ?? DEFAULT_TAX_RATE_BP);
  const rows = rowsOf<ServiceRow>(
    await ctx.db.execute(sql`select s.public_id as id, coalesce(s.custom_name, s.name) as name,
      s.type, s.cost_centre, s.purchase_order, s.speed_mbps, s.term_months, s.currency,
      s.mrc_minor, s.nrc_minor,
      exists (select 1 from company_cnis n where n.port_id = s.b_port_id and n.vlan = s.b_vlan)
        as to_cni,
      (s.live_at at time zone 'UTC')::date::text as live_day,
      (select co.cease_date::text from cease_orders co
        where co.service_id = s.id and co.status = 'pending') as cease_day,
      (select json_agg(json_build_object('id', c.id, 'from_mrc_minor', c.from_mrc_minor,
          'prorated_minor', c.prorated_minor, 'prorated_days', c.prorated_days,
          'one_off_fee_minor', c.one_off_fee_minor,
          'effective_day', to_char(c.effective_at at time zone 'UTC', 'YYYY-MM-DD'))
          order by c.effective_at, c.id)
        from service_changes c
        where c.service_id = s.id and c.stage <> 'failed' and c.period_start = ${periodStart}::date)
        as changes
      from services s
      where s.company_id = ${companyId}
        and s.status = any(string_to_array(${BILLED_SERVICE_STATUSES.join(",")}, ','))
        and s.live_at is not null
      order by s.cost_centre, s.public_id`),
  );
  const types = new Map<string, ServiceLink>();
  const facts: EstimatedService[] = [];
  let unpricedCount = 0;
  for (const row of rows) {
    const price = serviceBookPrice(
      {
        type: row.type,
        mbps: Number(row.speed_mbps),
        termMonths: Number(row.term_months),
        bEnd: row.type === "evpl" && row.to_cni ? "cni" : undefined,
        currency: row.currency,
        mrcMinor: Number(row.mrc_minor),
        nrcMinor: Number(row.nrc_minor),
      },
      currency,
    );
    if (price === undefined) {
      unpricedCount += 1;
      continue;
    }
    types.set(row.id, { id: row.id, name: row.name, type: row.type });
    facts.push({
      id: row.id,
      name: row.name,
      costCentre: row.cost_centre,
      purchaseOrder: row.purchase_order,
      mrcMinor: price.mrcMinor,
      nrcMinor: price.nrcMinor,
      liveDay: row.live_day,
      ceaseDay: row.cease_day,
      changes: (price.ordered ? (row.changes ?? []) : []).map((change) => ({
        reference: changeReferenceOf(Number(change.id)),
        fromMrcMinor: Number(change.from_mrc_minor),
        proratedMinor: Number(change.prorated_minor),
        proratedDays: Number(change.prorated_days),
        oneOffFeeMinor: Number(change.one_off_fee_minor),
        effectiveDay: change.effective_day,
      })),
    });
  }
  const estimate = estimateInvoice(facts, today, taxRateBp);
  const currencies = { currency, invoiceCurrency, unpricedCount };
  return billingEstimateOf(estimate, currencies, taxRateBp, (id) => {
    const link = types.get(id);
    if (link === undefined) throw new Error(`estimate line of unknown service ${id}`);
    return link;
  });
}
