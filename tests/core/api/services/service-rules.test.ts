import { describe, expect, it } from "vitest";
import { isCalendarDateText, utcToday } from "../../../../src/core/api/calendar-date.ts";
import { minorUnitsOf, moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";
import {
  CUSTOM_NAME_MAX_LENGTH,
  ceaseDateProblem,
  contractLineStatusOn,
  customNameProblem,
  isCeaseOrderCancellable,
  isServiceCeasable,
  normaliseCustomName,
  serviceDisplayName,
} from "../../../../src/core/api/services/index.ts";

describe("custom name rule", () => {
  it("accepts 1 to 120 characters with something besides spaces", () => {
    expect(customNameProblem("Core uplink")).toBeUndefined();
    expect(customNameProblem("x".repeat(CUSTOM_NAME_MAX_LENGTH))).toBeUndefined();
  });

  it("refuses a blank name and one over 120 characters", () => {
    expect(customNameProblem("")).toBe("This field may not be blank.");
    expect(customNameProblem("   ")).toBe("This field may not be blank.");
    expect(customNameProblem("x".repeat(CUSTOM_NAME_MAX_LENGTH + 1))).toBe(
      "Ensure this field has no more than 120 characters.",
    );
  });

  it("stores the name without outer spaces and shows it before the provider's", () => {
    expect(normaliseCustomName("  Core uplink ")).toBe("Core uplink");
    expect(serviceDisplayName({ name: "LON1 Port", custom_name: "Core" })).toBe("Core");
    expect(serviceDisplayName({ name: "LON1 Port", custom_name: null })).toBe("LON1 Port");
  });
});

describe("cease date rule", () => {
  it("accepts today and later, counted in UTC days", () => {
    const today = utcToday(new Date("2026-11-25T23:30:00Z"));
    expect(today).toBe("2026-11-25");
    expect(ceaseDateProblem("2026-11-25", today)).toBeUndefined();
    expect(ceaseDateProblem("2027-01-31", today)).toBeUndefined();
  });

  it("refuses a past day and a day that does not exist", () => {
    expect(ceaseDateProblem("2026-11-24", "2026-11-25")).toBe(
      "The cease date cannot be in the past.",
    );
    expect(ceaseDateProblem("2027-02-30", "2026-11-25")).toBe("Expected a date such as 2026-11-21");
    expect(ceaseDateProblem("25/12/2026", "2026-11-25")).toBe("Expected a date such as 2026-11-21");
  });

  it("knows calendar days", () => {
    expect(isCalendarDateText("2028-02-29")).toBe(true);
    expect(isCalendarDateText("2027-02-29")).toBe(false);
    expect(isCalendarDateText("2027-2-1")).toBe(false);
  });
});

describe("lifecycle rules", () => {
  it("lets live and ordered services cease, not ceased or cancelling ones", () => {
    expect(isServiceCeasable("active")).toBe(true);
    expect(isServiceCeasable("pending")).toBe(true);
    expect(isServiceCeasable("ceased")).toBe(false);
    expect(isServiceCeasable("cancelling")).toBe(false);
    expect(isServiceCeasable("failed")).toBe(false);
  });

  it("withdraws only a pending cease order", () => {
    expect(isCeaseOrderCancellable("pending")).toBe(true);
    expect(isCeaseOrderCancellable("completed")).toBe(false);
    expect(isCeaseOrderCancellable("cancelled")).toBe(false);
  });

  it("calls a contract line expiring in its last 90 days and ended after its end", () => {
    expect(contractLineStatusOn("2027-06-30", "2026-11-25")).toBe("active");
    expect(contractLineStatusOn("2027-02-23", "2026-11-25")).toBe("expiring");
    expect(contractLineStatusOn("2026-11-25", "2026-11-25")).toBe("expiring");
    expect(contractLineStatusOn("2026-11-24", "2026-11-25")).toBe("ended");
  });
});

describe("money in minor units", () => {
  it("writes minor units as a decimal string", () => {
    expect(moneyOfMinorUnits(123450, "EUR")).toEqual({ amount: "1234.50", currency: "EUR" });
    expect(moneyOfMinorUnits(5, "GBP")).toEqual({ amount: "0.05", currency: "GBP" });
    expect(moneyOfMinorUnits(-250, "USD")).toEqual({ amount: "-2.50", currency: "USD" });
    expect(moneyOfMinorUnits(1200, "JPY")).toEqual({ amount: "1200", currency: "JPY" });
    expect(() => moneyOfMinorUnits(1.5, "EUR")).toThrow(RangeError);
  });

  it("reads a decimal string back without rounding", () => {
    expect(minorUnitsOf({ amount: "1234.5", currency: "EUR" })).toBe(123450);
    expect(minorUnitsOf({ amount: "-0.05", currency: "EUR" })).toBe(-5);
    expect(minorUnitsOf({ amount: "-0", currency: "EUR" })).toBe(0);
    expect(minorUnitsOf({ amount: "7.000", currency: "EUR" })).toBe(700);
    expect(minorUnitsOf({ amount: "1.005", currency: "EUR" })).toBeUndefined();
    expect(minorUnitsOf({ amount: "12", currency: "JPY" })).toBe(12);
    expect(minorUnitsOf({ amount: "abc", currency: "EUR" })).toBeUndefined();
    expect(minorUnitsOf({ amount: "99999999999999999999", currency: "EUR" })).toBeUndefined();
  });
});

describe("which services may cease", () => {
  it("names why a service cannot cease", async () => {
    const { ceaseServiceProblem, CEASE_MESSAGES } = await import(
      "../../../../src/core/api/services/index.ts"
    );
    expect(ceaseServiceProblem("active")).toBeUndefined();
    expect(ceaseServiceProblem("ceased")).toBe(CEASE_MESSAGES.alreadyCeased);
    expect(ceaseServiceProblem("cancelling")).toBe(CEASE_MESSAGES.alreadyCancelling);
    expect(ceaseServiceProblem("failed")).toBe(CEASE_MESSAGES.notCeasable);
  });
});
