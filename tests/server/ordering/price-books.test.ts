import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../server/src/db/schema.ts";
import {
  BillingEstimate,
  BillingSummary,
  INVOICE_LIST,
} from "../../../src/core/api/billing/index.ts";
import {
  OFFERED_CURRENCIES,
  PlacedOrder,
  PriceList,
  PricingAnswer,
  termPrices,
} from "../../../src/core/api/ordering/index.ts";
import { SERVICE_LIST, ServiceDetail } from "../../../src/core/api/services/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";
import { portOrderForm } from "./port-order-form.ts";

/**
 * Quotes, the price list, orders and the billing estimate come from the price book of the
 * caller's chosen currency (issue 40): the book's own figures, never a price converted when
 * shown. Issued invoices keep the currency they were issued in, whatever the caller chose.
 */
let server: TestServer;
const { read, get, post, put } = supportCalls(() => server);
const ADMIN = "admin@acme.test";
const VIEWER = "viewer@acme.test";
let currencyIds = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  const list = (await get(ADMIN, "/currencies")).json() as {
    results: ReadonlyArray<{ id: string; code: string }>;
  };
  currencyIds = new Map(list.results.map((currency) => [currency.code, currency.id]));
});
afterAll(() => server.close());

/** The caller chooses `code` as their default currency, as the profile page does. */
async function choose(email: string, code: string): Promise<void> {
  const response = await put(email, "/me", { default_currency: currencyIds.get(code) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().default_currency.code).toBe(code);
}

describe("prices in the chosen currency", () => {
  it("quotes from the book of the caller's currency, and follows a change of it", async () => {
    const quote = () => read(PricingAnswer, ADMIN, "/services/pricing?type=port&mbps=10000");
    // Acme is billed in GBP and its people chose GBP (the demo seed).
    expect((await quote()).currency).toBe("GBP");
    await choose(ADMIN, "CHF");
    try {
      const answer = await quote();
      expect(answer.currency).toBe("CHF");
      expect(answer.terms.find((term) => term.term_months === 12)).toEqual({
        term_months: 12,
        mrc: { amount: "950.00", currency: "CHF" },
        nrc: { amount: "840.00", currency: "CHF" },
      });
      // Another user of the same company keeps their own currency.
      expect(
        (await read(PricingAnswer, VIEWER, "/services/pricing?type=port&mbps=10000")).currency,
      ).toBe("GBP");
    } finally {
      await choose(ADMIN, "GBP");
    }
  });

  it("lists every row of the price list from the book of the chosen currency", async () => {
    try {
      for (const currency of OFFERED_CURRENCIES) {
        await choose(ADMIN, currency);
        const list = await read(PriceList, ADMIN, "/services/price-list");
        expect(list.currency).toBe(currency);
        expect(list.results.length).toBeGreaterThan(0);
        for (const row of list.results) {
          expect(row.terms, `${currency} ${row.type} ${row.mbps}`).toEqual(
            termPrices({ flow: row.type, mbps: row.mbps }, currency),
          );
        }
      }
    } finally {
      await choose(ADMIN, "GBP");
    }
  });

  it("shows another offered book on request without changing the setting, and refuses an unoffered one", async () => {
    const usd = await read(PriceList, ADMIN, "/services/price-list?currency=USD");
    expect(usd.currency).toBe("USD");
    expect(usd.results[0]?.terms[0]?.mrc.currency).toBe("USD");
    expect(
      (await read(PricingAnswer, ADMIN, "/services/pricing?type=port&mbps=1000")).currency,
    ).toBe("GBP");
    const refused = await get(ADMIN, "/services/price-list?currency=JPY");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ currency: ["Choose one of the offered currencies."] });
  });

  it("prices a user who chose no currency from the company's billing currency, as /me names it", async () => {
    const id = await server.userId(VIEWER);
    const [before] = await server.ctx.db
      .select({ currency: users.defaultCurrencyId })
      .from(users)
      .where(eq(users.id, id));
    await server.ctx.db.update(users).set({ defaultCurrencyId: null }).where(eq(users.id, id));
    try {
      expect((await get(VIEWER, "/me")).json().default_currency.code).toBe("GBP");
      expect((await read(PriceList, VIEWER, "/services/price-list")).currency).toBe("GBP");
    } finally {
      await server.ctx.db
        .update(users)
        .set({ defaultCurrencyId: before?.currency ?? null })
        .where(eq(users.id, id));
    }
  });

  it("places an order at the price shown: in the chosen currency's book", async () => {
    await choose(ADMIN, "EUR");
    try {
      const placed = await post(ADMIN, "/services/orders", {
        idempotency_key: "price-books-eur-port",
        type: "port",
        form: portOrderForm("Port ordered in euros"),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const { service } = PlacedOrder.make(placed.json());
      // The EUR book: 990.00 / 880.00 on 12 months; 24 months pays 90 % and 50 % of them.
      expect(await read(ServiceDetail, ADMIN, `/services/${service}`)).toMatchObject({
        mrc: { amount: "891.00", currency: "EUR" },
        nrc: { amount: "440.00", currency: "EUR" },
      });
    } finally {
      await choose(ADMIN, "GBP");
    }
  });
});

describe("the billing overview in the chosen currency", () => {
  it("estimates from the chosen book, labelled with the invoices' currency, and leaves issued invoices as issued", async () => {
    const invoicesBefore = await read(INVOICE_LIST.response, ADMIN, "/invoices?limit=100");
    const summaryBefore = await read(BillingSummary, ADMIN, "/billing/summary");
    const inGbp = await read(BillingEstimate, ADMIN, "/billing/estimate");
    expect(inGbp).toMatchObject({ currency: "GBP", invoice_currency: "GBP", unpriced_count: 0 });
    expect(summaryBefore.balance_due.currency).toBe("GBP");

    await choose(ADMIN, "EUR");
    try {
      const inEur = await read(BillingEstimate, ADMIN, "/billing/estimate");
      expect(inEur.currency).toBe("EUR");
      expect(inEur.invoice_currency).toBe("GBP");
      expect(inEur.total.currency).toBe("EUR");
      expect(inEur.lines.every((line) => line.amount.currency === "EUR")).toBe(true);
      // A port billed for the whole month is charged its configuration's EUR book price.
      const ports = await read(
        SERVICE_LIST.response,
        ADMIN,
        "/services?status=active&type=port&limit=100",
      );
      const monthStart = Date.parse(`${inEur.period_start}T00:00:00Z`);
      const port = ports.results.find(
        (service) => service.live_at !== null && Date.parse(service.live_at) < monthStart,
      );
      if (port === undefined) throw new Error("no Acme port live before this month");
      const detail = await read(ServiceDetail, ADMIN, `/services/${port.id}`);
      const book = termPrices({ flow: "port", mbps: detail.speed_mbps }, "EUR")?.find(
        (term) => term.term_months === detail.term_months,
      );
      const line = inEur.lines.find((entry) => entry.service.id === port.id);
      expect(line).toMatchObject({ kind: "recurring", amount: book?.mrc });
      expect(line?.amount).not.toEqual(detail.mrc);
      // The same services are estimated, priced from another book, but for those the EUR
      // book does not sell: they are counted, never converted.
      const eurIds = new Set(inEur.lines.map((entry) => entry.service.id));
      const gbpIds = new Set(inGbp.lines.map((entry) => entry.service.id));
      expect([...eurIds].filter((id) => !gbpIds.has(id))).toEqual([]);
      expect(gbpIds.size - eurIds.size).toBe(inEur.unpriced_count);
      // Issued invoices and the balance keep the currency they were issued in.
      expect(await read(INVOICE_LIST.response, ADMIN, "/invoices?limit=100")).toEqual(
        invoicesBefore,
      );
      expect(await read(BillingSummary, ADMIN, "/billing/summary")).toEqual(summaryBefore);
    } finally {
      await choose(ADMIN, "GBP");
    }
    expect(await read(BillingEstimate, ADMIN, "/billing/estimate")).toEqual(inGbp);
  });
});
