import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAccounts, users } from "../../../server/src/db/schema.ts";
import { forgetBillingCurrency } from "../../../server/src/modules/ordering/pricing-facts.ts";
import {
  OFFERED_CURRENCIES,
  PriceList,
  PricingAnswer,
  termPrices,
} from "../../../src/core/api/ordering/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

/**
 * Quotes and the price list come from the price book of the currency they are in (issue 40):
 * the book's own figures, not the GBP price converted when shown.
 */
let server: TestServer;
const { read } = supportCalls(() => server);
const ADMIN = "admin@acme.test";
let company = 0;

beforeAll(async () => {
  server = await startTestServer();
  const [user] = await server.ctx.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.id, await server.userId(ADMIN)));
  company = user?.companyId ?? 0;
});
afterAll(() => server.close());

async function billIn(currency: string): Promise<void> {
  await server.ctx.db
    .update(customerAccounts)
    .set({ currency })
    .where(eq(customerAccounts.companyId, company));
  forgetBillingCurrency(server.ctx, company);
}

describe("prices by currency", () => {
  it("quotes a 10G port from the CHF book as listed", async () => {
    await billIn("CHF");
    try {
      const answer = await read(PricingAnswer, ADMIN, "/services/pricing?type=port&mbps=10000");
      expect(answer.currency).toBe("CHF");
      expect(answer.terms.find((term) => term.term_months === 12)).toEqual({
        term_months: 12,
        mrc: { amount: "950.00", currency: "CHF" },
        nrc: { amount: "840.00", currency: "CHF" },
      });
    } finally {
      await billIn("GBP");
    }
  });

  it("lists every row of the price list from the book of its currency", async () => {
    try {
      for (const currency of OFFERED_CURRENCIES) {
        await billIn(currency);
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
      await billIn("GBP");
    }
  });
});
