import { describe, expect, it } from "vitest";
import { demoInvoices, unpaidInvoiceIndexes } from "../../../server/src/db/seed/billing.ts";
import { DEMO_BILLING_TERMS } from "../../../server/src/db/seed/billing-data.ts";
import {
  DEMO_BANNER,
  demoCoreMaintenance,
  demoInvoiceNotifications,
} from "../../../server/src/db/seed/demo-content.ts";
import { DEMO_SERVICE_ROWS } from "../../../server/src/db/seed/services.ts";
import { utcToday } from "../../../src/core/api/calendar-date.ts";

// The demo data is placed relative to the seeding by rule (issue 50): whatever day the portal
// is started on, Acme has one invoice past due and one not yet due, and the invoice
// notifications tell the truth about the invoice they name. Checked just after midnight and
// just before it on the first three, the 15th and the last three days of every month of 2027
// and 2028 (a leap year), without a database: the generators are pure.
const DAY = 24 * 60 * 60 * 1000;
const FIRST = Date.UTC(2027, 0, 1);
const LAST = Date.UTC(2028, 11, 31);
const TIMES_OF_DAY = [0.5, 23.75].map((hours) => hours * 60 * 60 * 1000);

/** The days a month's length decides: the first three, the middle and the last three. */
function nearMonthEdge(day: number): boolean {
  const date = new Date(day);
  const daysInMonth = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0),
  ).getUTCDate();
  const of = date.getUTCDate();
  return of <= 3 || of === 15 || of > daysInMonth - 3;
}

function* everyDay(): Generator<Date> {
  for (let day = FIRST; day <= LAST; day += DAY) {
    if (!nearMonthEdge(day)) continue;
    for (const time of TIMES_OF_DAY) yield new Date(day + time);
  }
}

describe("the demo invoices on any day", () => {
  it("leave Acme one invoice past due and one not yet due, and Globex one not yet due", () => {
    for (const now of everyDay()) {
      const today = utcToday(now);
      for (const company of ["acme", "globex"] as const) {
        const invoices = demoInvoices(DEMO_SERVICE_ROWS[company], DEMO_BILLING_TERMS[company], now);
        const open = invoices.filter((invoice) => invoice.status === "open");
        const overdue = open.filter((invoice) => invoice.dueDate < today);
        expect(open.length - overdue.length, `${company} on ${now.toISOString()}`).toBe(1);
        expect(overdue.length, `${company} on ${now.toISOString()}`).toBe(
          DEMO_BILLING_TERMS[company].unpaid.overdue,
        );
        const latest = invoices.at(-1);
        expect(latest?.status).toBe("open");
        expect((latest?.issueDate ?? "") <= today).toBe(true);
        expect(latest?.number).toBe(
          `INV-${now.getUTCFullYear()}-${String(DEMO_BILLING_TERMS[company].firstNumber + 23).padStart(4, "0")}`,
        );
      }
    }
  });

  it("picks the newest invoices of each kind, paying the ones between", () => {
    const dues = ["2026-10-31", "2026-12-01", "2026-12-31"];
    expect([...unpaidInvoiceIndexes(dues, { notYetDue: 1, overdue: 1 }, "2026-12-01")]).toEqual([
      2, 0,
    ]);
    expect([...unpaidInvoiceIndexes(dues, { notYetDue: 2, overdue: 1 }, "2026-12-01")]).toEqual([
      2, 1, 0,
    ]);
    expect([...unpaidInvoiceIndexes(dues, { notYetDue: 1, overdue: 0 }, "2027-01-01")]).toEqual([]);
  });
});

describe("the invoice notifications on any day", () => {
  it("name the latest invoice, are never in the future, and count the days to its due date", () => {
    for (const now of everyDay()) {
      const latest = demoInvoices(DEMO_SERVICE_ROWS.acme, DEMO_BILLING_TERMS.acme, now).at(-1);
      if (latest === undefined) throw new Error("no demo invoice");
      const sent = demoInvoiceNotifications(latest, now);
      for (const notice of sent) {
        expect(notice.message).toContain(latest.number);
        expect(notice.hoursAgo, now.toISOString()).toBeGreaterThanOrEqual(0);
        const at = now.getTime() - notice.hoursAgo * 60 * 60 * 1000;
        expect(at).toBeGreaterThanOrEqual(Date.parse(`${latest.issueDate}T00:00:00Z`));
      }
      const reminder = sent.find((notice) => notice.email === "billing@acme.test");
      const remindedOn = new Date(now.getTime() - (reminder?.hoursAgo ?? 0) * 3_600_000);
      const days = Math.round(
        (Date.parse(`${latest.dueDate}T00:00:00Z`) -
          Date.parse(`${utcToday(remindedOn)}T00:00:00Z`)) /
          DAY,
      );
      const expected =
        days <= 0 ? "is due today" : days === 1 ? "is due tomorrow" : `is due in ${days} days`;
      expect(reminder?.message).toBe(`Invoice ${latest.number} ${expected}.`);
    }
  });
});

describe("the core maintenance night on any day", () => {
  it("is a Saturday two to eight days ahead, inside the banner's window, named by its date", () => {
    for (const now of everyDay()) {
      const { bannerMessage, notifications, windowStart } = demoCoreMaintenance(now);
      const named = /on (\w+) (\d+) (\w+) 02:00-04:00 UTC/u.exec(bannerMessage);
      if (named === null) throw new Error(`no night in "${bannerMessage}"`);
      const [, weekday, day, month] = named;
      expect(weekday).toBe("Saturday");
      const year = now.getUTCFullYear() + (month === "January" && now.getUTCMonth() === 11 ? 1 : 0);
      const night = Date.parse(`${day} ${month} ${year} 02:00:00 UTC`);
      const daysAhead = (night - now.getTime()) / DAY;
      expect(daysAhead, now.toISOString()).toBeGreaterThan(1);
      expect(daysAhead, now.toISOString()).toBeLessThan(9);
      expect(night + 2 * 60 * 60 * 1000).toBeLessThan(
        now.getTime() + DEMO_BANNER.endsInHours * 3_600_000,
      );
      expect(windowStart.getTime()).toBe(night);
      expect(notifications("/support/maintenances/x")[0]?.message).toBe(
        `Planned core network maintenance on ${weekday} ${day} ${month}.`,
      );
    }
  });
});
