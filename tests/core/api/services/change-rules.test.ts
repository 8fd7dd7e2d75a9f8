import { describe, expect, it } from "vitest";
import {
  CHANGE_MESSAGES,
  type ChangeFacts,
  changeProblems,
  connectionBandwidthsFor,
  portSpeedsFor,
  quoteChange,
} from "../../../../src/core/api/services/change-rules.ts";
import { changeQuoteOf } from "../../../../src/core/api/services/service-changes.ts";

const NOW = new Date("2026-12-06T10:00:00Z");

/** A live 1 Gbps AWS connect on a 10 Gbps port with 5 Gbps free, 12 months to 2027-06-30. */
const CONNECT: ChangeFacts = {
  type: "cloud_connect",
  status: "active",
  speedMbps: 1000,
  termMonths: 12,
  termEnd: "2027-06-30",
  mrcMinor: 45_000,
  currency: "GBP",
  media: null,
  usedMbps: 0,
  portsFreeMbps: [5000],
  cloudProvider: "aws",
  locked: false,
};

const PORT: ChangeFacts = {
  ...CONNECT,
  type: "port",
  speedMbps: 10_000,
  mrcMinor: 85_000,
  media: "10GBASE-LR",
  usedMbps: 2000,
  portsFreeMbps: [],
  cloudProvider: null,
};

describe("quoteChange", () => {
  it("prices an upgrade from 1 to 2 Gbps: new MRC and the rest of December charged", () => {
    const quote = quoteChange(CONNECT, { bandwidth_mbps: 2000 }, NOW);
    expect(quote.currentMrcMinor).toBe(45_000);
    expect(quote.newMrcMinor).toBe(70_000);
    // 6..31 December is 26 of 31 days of the 25,000p difference: 20,967.7 rounds to 20,968.
    expect(quote.proratedDays).toBe(26);
    expect(quote.proratedMinor).toBe(20_968);
    expect(quote.oneOffFeeMinor).toBe(0);
    expect(quote.newTermEnd).toBe("2027-06-30");
    expect(quote.periodStart).toBe("2026-12-01");
    expect(quote.periodEnd).toBe("2026-12-31");
    expect(changeQuoteOf(quote)).toMatchObject({
      new_mrc: { amount: "700.00", currency: "GBP" },
      prorated: { amount: "209.68", currency: "GBP" },
      one_off_fee: { amount: "0.00", currency: "GBP" },
    });
  });

  it("credits a downgrade within the term and charges one month's reduction once", () => {
    const quote = quoteChange(CONNECT, { bandwidth_mbps: 500 }, NOW);
    expect(quote.newMrcMinor).toBe(30_000);
    expect(quote.proratedMinor).toBe(-12_581); // 15,000 x 26 / 31 = 12,580.6
    expect(quote.oneOffFeeMinor).toBe(15_000);
    expect(changeQuoteOf(quote).prorated).toEqual({ amount: "-125.81", currency: "GBP" });
  });

  it("starts a new term on the effective day at that term's discount", () => {
    const quote = quoteChange(CONNECT, { term_months: 36 }, NOW);
    expect(quote.newMrcMinor).toBe(36_000); // 45,000 less 20 %
    expect(quote.newTermEnd).toBe("2029-12-05");
    expect(quote.effective.toISOString()).toBe("2026-12-06T10:00:15.000Z");
  });

  it("prices in the service's currency", () => {
    const quote = quoteChange(
      { ...CONNECT, currency: "EUR", mrcMinor: 52_650 },
      { bandwidth_mbps: 2000 },
      NOW,
    );
    expect(quote.newMrcMinor).toBe(82_000); // the EUR book: 820.00 a month for 2 Gbps
  });
});

describe("changeProblems", () => {
  it("lets a change within the rules through", () => {
    expect(changeProblems(CONNECT, { bandwidth_mbps: 2000, term_months: 24 }, NOW)).toEqual({});
    expect(changeProblems(PORT, { speed_mbps: 1000 }, NOW)).toEqual({
      speed_mbps: "This port's connections use 2000 Mbps; it cannot run slower than that.",
    });
  });

  it("refuses a shorter term before the current one ends, and allows it after", () => {
    const longer = { ...CONNECT, termMonths: 36, termEnd: "2027-06-30" };
    expect(changeProblems(longer, { term_months: 12 }, NOW).term_months).toBe(
      "Your 36-month term runs until 2027-06-30; a shorter term can be chosen once it ends.",
    );
    expect(changeProblems({ ...longer, termEnd: "2026-12-05" }, { term_months: 12 }, NOW)).toEqual(
      {},
    );
    expect(changeProblems(CONNECT, { term_months: 1 }, NOW).term_months).toBe(
      CHANGE_MESSAGES.termNotOffered,
    );
  });

  it("keeps a connection within its ports' free capacity and the cloud's limit", () => {
    expect(changeProblems(CONNECT, { bandwidth_mbps: 10_000 }, NOW).bandwidth_mbps).toBe(
      "The port has only 5000 Mbps free for this connection.",
    );
    const roomy = { ...CONNECT, portsFreeMbps: [100_000, 60_000] };
    expect(changeProblems(roomy, { bandwidth_mbps: 50_000 }, NOW).bandwidth_mbps).toBe(
      "The cloud takes at most 10000 Mbps on one connection.",
    );
    expect(changeProblems(CONNECT, { bandwidth_mbps: 300 }, NOW).bandwidth_mbps).toBe(
      CHANGE_MESSAGES.bandwidthNotSold,
    );
    expect(connectionBandwidthsFor(CONNECT).at(-1)).toBe(5000);
  });

  it("keeps a port within what its optics run at", () => {
    expect(changeProblems(PORT, { speed_mbps: 100_000 }, NOW).speed_mbps).toBe(
      "This port's optics (10GBASE-LR) run at up to 10000 Mbps; a faster port is a new order.",
    );
    expect(portSpeedsFor("10GBASE-LR")).toEqual([1000, 10_000]);
    expect(changeProblems(PORT, { bandwidth_mbps: 1000 }, NOW).bandwidth_mbps).toBe(
      CHANGE_MESSAGES.wrongField,
    );
  });

  it("refuses a locked, not live or unchanged service, and an empty ask", () => {
    expect(changeProblems({ ...CONNECT, locked: true }, { bandwidth_mbps: 2000 }, NOW)).toEqual({
      non_field_errors: CHANGE_MESSAGES.locked,
    });
    for (const status of ["pending", "provisioning", "cancelling", "ceased"] as const)
      expect(changeProblems({ ...CONNECT, status }, { bandwidth_mbps: 2000 }, NOW)).toEqual({
        non_field_errors: CHANGE_MESSAGES.notLive,
      });
    expect(changeProblems(CONNECT, {}, NOW).non_field_errors).toBe(CHANGE_MESSAGES.nothingAsked);
    expect(changeProblems(CONNECT, { bandwidth_mbps: 1000 }, NOW).non_field_errors).toBe(
      CHANGE_MESSAGES.nothingChanges,
    );
  });
});
