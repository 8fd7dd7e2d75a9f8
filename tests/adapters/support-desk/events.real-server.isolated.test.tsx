import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useList } from "../../../src/adapters/react/use-list.ts";
import { useMaintenance } from "../../../src/adapters/resources/events/maintenance.ts";
import { useOutage, useRfoDownload } from "../../../src/adapters/resources/events/outage.ts";
import { MAINTENANCE_LIST, OUTAGE_LIST } from "../../../src/core/api/events/event-list-query.ts";
import { testNow } from "../../harness/test-clock.ts";
import { borrowRealServer } from "../harness/api-server.ts";
import { stopPortals } from "../harness/portal-harness.tsx";
import { signedInHarness } from "./real-server.ts";

const server = borrowRealServer({ at: "/support" });

beforeEach(() => localStorage.clear());
afterEach(() => {
  stopPortals();
  vi.restoreAllMocks();
});

describe("maintenances and outages against the server", () => {
  it("lists the company's maintenances, filtered, and opens one", async () => {
    const harness = await signedInHarness(server, "admin@acme.test");
    const list = harness.renderHook(() =>
      useList(MAINTENANCE_LIST, { state: "scheduled,in_progress", offset: 0, limit: 5 }),
    );
    await waitFor(() => expect(list.result.current.data).toBeDefined(), { timeout: 10_000 });
    const page = list.result.current.data;
    expect(page?.results.length).toBeGreaterThan(0);
    for (const maintenance of page?.results ?? []) {
      expect(["scheduled", "in_progress"]).toContain(maintenance.state);
      expect(maintenance.reference).toMatch(/^MNT-/);
    }
    const first = page?.results[0];
    if (first === undefined) throw new Error("no maintenance");
    const detail = harness.renderHook(() => useMaintenance(first.id));
    await waitFor(() => expect(detail.result.current.data?.reference).toBe(first.reference));
    expect(detail.result.current.data?.description.length).toBeGreaterThan(0);
  });

  it("opens an outage and downloads its RFO report as a PDF", async () => {
    const harness = await signedInHarness(server, "admin@acme.test");
    const list = harness.renderHook(() =>
      useList(OUTAGE_LIST, { state: "resolved", offset: 0, limit: 20 }),
    );
    await waitFor(() => expect(list.result.current.data).toBeDefined(), { timeout: 10_000 });
    const candidates = list.result.current.data?.results ?? [];
    expect(candidates.every((outage) => outage.state === "resolved")).toBe(true);

    let withReport: { id: string; documentId: string; name: string } | undefined;
    for (const outage of candidates) {
      const detail = harness.renderHook(() => useOutage(outage.id));
      await waitFor(() => expect(detail.result.current.data).toBeDefined());
      const document = detail.result.current.data?.rfo_documents[0];
      if (document !== undefined) {
        withReport = { id: outage.id, documentId: document.id, name: document.name };
        break;
      }
    }
    if (withReport === undefined) throw new Error("no outage with an RFO report");

    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return "blob:rfo";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => undefined);
    const outageId = withReport.id;
    const rfo = harness.renderHook(() => useRfoDownload(outageId));
    rfo.result.current.download({
      id: withReport.documentId,
      name: withReport.name,
      size: 1,
      published_at: testNow().toISOString(),
    });
    await waitFor(
      () => {
        expect(rfo.result.current.error).toBeNull();
        expect(saved).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(click).toHaveBeenCalledTimes(1);
  }, 20_000);

  it("answers another company's outage with 'Not found.'", async () => {
    const acme = await signedInHarness(server, "admin@acme.test");
    const list = acme.renderHook(() => useList(OUTAGE_LIST, { offset: 0, limit: 1 }));
    await waitFor(() => expect(list.result.current.data).toBeDefined(), { timeout: 10_000 });
    const acmeOutage = list.result.current.data?.results[0];
    if (acmeOutage === undefined) throw new Error("Acme has no outage");
    stopPortals();
    localStorage.clear();

    const globex = await signedInHarness(server, "admin@globex.test");
    const detail = globex.renderHook(() => useOutage(acmeOutage.id));
    await waitFor(() => expect(detail.result.current.isError).toBe(true), { timeout: 10_000 });
    expect(detail.result.current.error).toBe("Not found.");
  });
});
