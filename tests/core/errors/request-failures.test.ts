import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  abortedFailure,
  hasStatus,
  httpFailure,
  isAbortedFailure,
  isHttpFailure,
  isNetworkFailure,
  isNoResponseFailure,
  isRequestFailure,
  isTimeoutFailure,
  networkFailure,
  timeoutFailure,
} from "../../../src/core/errors/index.ts";

describe("request failures", () => {
  it("are plain objects that survive a JSON round trip", () => {
    const failures = [
      networkFailure(),
      networkFailure(500),
      timeoutFailure(),
      timeoutFailure({ timeoutMs: 30_000, code: 500 }),
      abortedFailure(),
      httpFailure(400, "Bad Request", { detail: "Nope." }),
    ];
    for (const failure of failures) {
      expect(JSON.parse(JSON.stringify(failure))).toEqual(failure);
      expect(isRequestFailure(JSON.parse(JSON.stringify(failure)))).toBe(true);
    }
  });

  it("carry only what was given", () => {
    expect(networkFailure()).toEqual({ kind: "network" });
    expect(networkFailure(500)).toEqual({ kind: "network", code: 500 });
    expect(timeoutFailure({ timeoutMs: 10_000 })).toEqual({ kind: "timeout", timeoutMs: 10_000 });
    expect(httpFailure(503)).toEqual({ kind: "http", status: 503, statusText: "", body: null });
  });

  it("are told apart by their guards", () => {
    const network = networkFailure();
    const timeout = timeoutFailure();
    const aborted = abortedFailure();
    const http = httpFailure(404, "Not Found", null);
    expect([network, timeout, aborted, http].map(isNetworkFailure)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([network, timeout, aborted, http].map(isTimeoutFailure)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect([network, timeout, aborted, http].map(isAbortedFailure)).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect([network, timeout, aborted, http].map(isHttpFailure)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect([network, timeout, aborted, http].map(isNoResponseFailure)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("match a status only for HTTP answers", () => {
    expect(hasStatus(httpFailure(503), 503)).toBe(true);
    expect(hasStatus(httpFailure(500), 503)).toBe(false);
    expect(hasStatus(networkFailure(503), 503)).toBe(false);
  });

  it("are recognised in unknown values only when well formed", () => {
    expect(isRequestFailure({ kind: "http", status: 500, statusText: "", body: undefined })).toBe(
      true,
    );
    for (const value of [
      null,
      undefined,
      "network",
      new Error("boom"),
      { kind: "teapot" },
      { kind: "http", status: "500", statusText: "", body: null },
      { kind: "http", status: 500, body: null },
      { kind: "http", status: 500, statusText: "" },
      { kind: "network", code: "ECONNRESET" },
      { kind: "timeout", timeoutMs: "soon" },
    ]) {
      expect(isRequestFailure(value)).toBe(false);
    }
  });

  it("never throws when inspecting arbitrary values", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isRequestFailure(value)).toBe("boolean");
      }),
    );
  });
});
