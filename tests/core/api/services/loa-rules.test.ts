import { describe, expect, it } from "vitest";
import {
  LOA_NO_DEMARCATION,
  LOA_PORT_GONE,
  loaRefusalOf,
} from "../../../../src/core/api/services/loa-rules.ts";

const port = { type: "port", status: "active", demarcation: "LD8 MMR 2, panel 14" } as const;

describe("loaRefusalOf", () => {
  it("lets a port in service with a demarcation have its letter", () => {
    expect(loaRefusalOf(port)).toBeNull();
    expect(loaRefusalOf({ ...port, status: "provisioning" })).toBeNull();
  });

  it("refuses a port whose demarcation is not assigned yet", () => {
    expect(loaRefusalOf({ ...port, demarcation: null })).toBe(LOA_NO_DEMARCATION);
    expect(loaRefusalOf({ ...port, demarcation: "  " })).toBe(LOA_NO_DEMARCATION);
  });

  it("refuses a port that is gone", () => {
    expect(loaRefusalOf({ ...port, status: "ceased" })).toBe(LOA_PORT_GONE);
    expect(loaRefusalOf({ ...port, status: "failed" })).toBe(LOA_PORT_GONE);
  });

  it("has no letter for anything but a port", () => {
    expect(loaRefusalOf({ ...port, type: "evpl" })).not.toBeNull();
  });
});
