import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAccounts, locations, users } from "../../../server/src/db/schema.ts";
import {
  CURRENCY_FRESH_MS,
  forgetBillingCurrency,
} from "../../../server/src/modules/ordering/pricing-facts.ts";
import { PricingAnswer } from "../../../src/core/api/ordering/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

/**
 * A quote reads no table while what it needs is remembered (the pricing budget, issue 18):
 * these are the limits of that memory, on both databases.
 */
let server: TestServer;
const { read, get } = supportCalls(() => server);
const ADMIN = "admin@acme.test";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function companyOf(email: string): Promise<number> {
  const [user] = await server.ctx.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.id, await server.userId(email)));
  if (user?.companyId == null) throw new Error(`${email} has no company`);
  return user.companyId;
}

describe("what a price quote remembers", () => {
  it("prices at a location added after the catalogue was first read", async () => {
    // The first quote at a location reads the catalogue.
    await read(PricingAnswer, ADMIN, "/services/pricing?type=port&mbps=10000&location=1");
    const [first] = await server.ctx.db.select().from(locations).where(eq(locations.id, 1));
    if (first === undefined) throw new Error("no location 1");
    const { id: _id, ...copy } = first;
    const [added] = await server.ctx.db
      .insert(locations)
      .values({ ...copy, name: "Added after the first quote" })
      .returning({ id: locations.id });
    try {
      const answer = await read(
        PricingAnswer,
        ADMIN,
        `/services/pricing?type=port&mbps=10000&location=${added?.id}`,
      );
      expect(answer.terms).toHaveLength(4);
    } finally {
      await server.ctx.db.delete(locations).where(eq(locations.id, added?.id ?? 0));
    }
    // An id that is not in the catalogue at all is still refused.
    const unknown = await get(ADMIN, "/services/pricing?type=port&mbps=10000&location=99999");
    expect(unknown.statusCode).toBe(400);
  });

  it("sees a new billing currency when it is forgotten, or after it stops being fresh", async () => {
    const company = await companyOf(ADMIN);
    // The billing currency picks the book of a user who chose no currency (issue 40).
    const userId = await server.userId(ADMIN);
    const [chosen] = await server.ctx.db
      .select({ id: users.defaultCurrencyId })
      .from(users)
      .where(eq(users.id, userId));
    await server.ctx.db.update(users).set({ defaultCurrencyId: null }).where(eq(users.id, userId));
    const quote = async () =>
      (await read(PricingAnswer, ADMIN, "/services/pricing?type=cloud_connect&mbps=1000")).currency;
    expect(await quote()).toBe("GBP");
    const setCurrency = (currency: string) =>
      server.ctx.db
        .update(customerAccounts)
        .set({ currency })
        .where(eq(customerAccounts.companyId, company));
    await setCurrency("EUR");
    try {
      // Remembered: the quote does not read the account again yet.
      expect(await quote()).toBe("GBP");
      server.advance(CURRENCY_FRESH_MS + 1);
      expect(await quote()).toBe("EUR");
      await setCurrency("USD");
      forgetBillingCurrency(server.ctx, company);
      expect(await quote()).toBe("USD");
    } finally {
      await setCurrency("GBP");
      forgetBillingCurrency(server.ctx, company);
    }
    expect(await quote()).toBe("GBP");
    await server.ctx.db
      .update(users)
      .set({ defaultCurrencyId: chosen?.id ?? null })
      .where(eq(users.id, userId));
  });
});
