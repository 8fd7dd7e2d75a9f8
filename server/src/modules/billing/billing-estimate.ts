import { sql } from "drizzle-orm";
import {
  BILLED_SERVICE_STATUSES,
  type BillingEstimate,
  billingEstimateOf,
  type EstimatedService,
  estimateInvoice,
} from "../../../../src/core/api/billing/index.ts";
import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import type { ServiceLink, ServiceType } from "../../../../src/core/api/services/index.ts";
import { changeReferenceOf } from "../../../../src/core/api/services/service-changes.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { DEFAULT_TAX_RATE_BP } from "../services/service-change-billing.ts";

interface ServiceRow {
  readonly id: string;
  readonly name: string;
  readonly type: ServiceType;
  readonly cost_centre: string;
  readonly purchase_order: string;
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
 * estimateInvoice), in its billing currency and at its latest invoice's tax rate. Read in two
 * statements: the account's terms, and the billed services with their changes of the month
 * and pending cease day.
 */
export async function billingEstimate(
  ctx: ServerContext,
  companyId: number,
): Promise<BillingEstimate> {
  const today = utcToday(ctx.now());
  const periodStart = `${today.slice(0, 8)}01`;
  const [terms] = rowsOf<{ currency: string; tax_rate_bp: number | null }>(
    await ctx.db.execute(sql`select a.currency,
      (select i.tax_rate_bp from invoices i where i.company_id = a.company_id
        order by i.period_start desc, i.id desc limit 1) as tax_rate_bp
      from customer_accounts a where a.company_id = ${companyId}`),
  );
  const currency = terms?.currency ?? "GBP";
  const taxRateBp = Number(terms?.tax_rate_bp ?? DEFAULT_TAX_RATE_BP);
  const rows = rowsOf<ServiceRow>(
    await ctx.db.execute(sql`select s.public_id as id, coalesce(s.custom_name, s.name) as name,
      s.type, s.cost_centre, s.purchase_order, s.mrc_minor, s.nrc_minor,
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
        and s.live_at is not null and s.currency = ${currency}
      order by s.cost_centre, s.public_id`),
  );
  const types = new Map<string, ServiceLink>();
  const facts: EstimatedService[] = rows.map((row) => {
    types.set(row.id, { id: row.id, name: row.name, type: row.type });
    return {
      id: row.id,
      name: row.name,
      costCentre: row.cost_centre,
      purchaseOrder: row.purchase_order,
      mrcMinor: Number(row.mrc_minor),
      nrcMinor: Number(row.nrc_minor),
      liveDay: row.live_day,
      ceaseDay: row.cease_day,
      changes: (row.changes ?? []).map((change) => ({
        reference: changeReferenceOf(Number(change.id)),
        fromMrcMinor: Number(change.from_mrc_minor),
        proratedMinor: Number(change.prorated_minor),
        proratedDays: Number(change.prorated_days),
        oneOffFeeMinor: Number(change.one_off_fee_minor),
        effectiveDay: change.effective_day,
      })),
    };
  });
  const estimate = estimateInvoice(facts, today, taxRateBp);
  return billingEstimateOf(estimate, currency, taxRateBp, (id) => {
    const link = types.get(id);
    if (link === undefined) throw new Error(`estimate line of unknown service ${id}`);
    return link;
  });
}
