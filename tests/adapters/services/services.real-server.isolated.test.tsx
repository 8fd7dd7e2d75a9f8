import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useList, useListExport } from "../../../src/adapters/react/use-list.ts";
import {
  useLoaDownload,
  useRenameService,
  useService,
} from "../../../src/adapters/resources/services/service.ts";
import { useServiceMonitoring } from "../../../src/adapters/resources/services/service-monitoring.ts";
import { DEFAULT_PAGE_LIMIT } from "../../../src/core/api/page-window.ts";
import { SERVICE_EXPORT_COLUMNS, SERVICE_LIST } from "../../../src/core/api/services/index.ts";
import { borrowRealServer } from "../harness/api-server.ts";
import { stopPortals } from "../harness/portal-harness.tsx";
import { signedInHarness } from "../support-desk/real-server.ts";

// The services hooks against the real API server: the list and its filters, a rename and
// its refusal as field messages, the CSV export and the LOA through the file transfer.
const server = borrowRealServer({ at: "/support" });
const WAIT = { timeout: 10_000 } as const;

beforeEach(() => localStorage.clear());
afterEach(() => {
  stopPortals();
  vi.restoreAllMocks();
});

/** Catches what the hooks hand to the browser's download, instead of jsdom navigating. */
function catchDownloads(): { readonly saved: Blob[]; readonly names: string[] } {
  const saved: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return "blob:download";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { saved, names };
}

describe("services hooks against the server", () => {
  it("lists services with the filters the address carries, and counts them by status", async () => {
    const harness = await signedInHarness(server, "viewer@acme.test");
    const list = harness.renderHook(() =>
      useList(SERVICE_LIST, { type: "port", status: "active", offset: 0, limit: 50 }),
    );
    await waitFor(() => expect(list.result.current.data).toBeDefined(), WAIT);
    const ports = list.result.current.data?.results ?? [];
    expect(ports.length).toBeGreaterThan(0);
    expect(ports.every((port) => port.type === "port" && port.status === "active")).toBe(true);
    // The page says the window it was asked with, which its pager numbers pages by.
    expect(list.result.current.pageSize).toBe(50);

    const monitoring = harness.renderHook(() => useServiceMonitoring());
    await waitFor(() => expect(monitoring.result.current.data).toBeDefined(), WAIT);
    const active = monitoring.result.current.data?.by_status.find(
      (entry) => entry.status === "active",
    );
    const allActive = harness.renderHook(() =>
      useList(SERVICE_LIST, { status: "active", limit: 1 }),
    );
    await waitFor(() => expect(allActive.result.current.data).toBeDefined(), WAIT);
    expect(active?.count).toBe(allActive.result.current.data?.count);
    expect(allActive.result.current.pageSize).toBe(1);
    // A call without a window gets the API's own page, and says so.
    const unwindowed = harness.renderHook(() => useList(SERVICE_LIST, { type: "evpl" }));
    await waitFor(() => expect(unwindowed.result.current.data).toBeDefined(), WAIT);
    expect(unwindowed.result.current.pageSize).toBe(DEFAULT_PAGE_LIMIT);
    expect(unwindowed.result.current.data?.results.length).toBeLessThanOrEqual(DEFAULT_PAGE_LIMIT);

    // An unknown filter value is the server's 400, in words.
    const refused = harness.renderHook(() =>
      useList(SERVICE_LIST, { status: "melted" as "active", offset: 0, limit: 5 }),
    );
    await waitFor(() => expect(refused.result.current.isError).toBe(true), WAIT);
    expect(refused.result.current.error).not.toBeNull();
  });

  it("renames a service, and a refused name comes back as the field's message", async () => {
    const harness = await signedInHarness(server, "admin@acme.test");
    const rename = harness.renderHook(() => useRenameService("SVC-10006"));
    rename.result.current.submit({ custom_name: `bad\u0000name` });
    await waitFor(() => expect(rename.result.current.fieldErrors.custom_name).toBeDefined(), WAIT);
    rename.result.current.submit({ custom_name: "Slough backbone" });
    await waitFor(() => expect(rename.result.current.isSuccess).toBe(true), WAIT);
    const detail = harness.renderHook(() => useService("SVC-10006"));
    await waitFor(() => expect(detail.result.current.data?.custom_name).toBe("Slough backbone"));
  });

  it("exports the filtered list as CSV and downloads a port's LOA", async () => {
    const { saved, names } = catchDownloads();
    const harness = await signedInHarness(server, "admin@acme.test");
    const exporting = harness.renderHook(() => useListExport(SERVICE_LIST));
    exporting.result.current.exportCsv({ type: "evpl" });
    await waitFor(() => expect(exporting.result.current.savedAs).not.toBeNull(), WAIT);
    expect(exporting.result.current.error).toBeNull();
    const csv = await (saved[0] as Blob).text();
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header?.split(",")).toEqual([...SERVICE_EXPORT_COLUMNS]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain(",EVPL,");
    await waitFor(() => expect(exporting.result.current.status?.status).toBe("ready"), WAIT);
    expect(exporting.result.current.status?.row_count).toBe(rows.length);

    const loa = harness.renderHook(() => useLoaDownload("SVC-10001"));
    loa.result.current.download();
    await waitFor(() => expect(loa.result.current.savedAs).not.toBeNull(), WAIT);
    expect(names.at(-1)).toMatch(/^LOA-SVC-10001-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = new Uint8Array(await (saved.at(-1) as Blob).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  }, 30_000);
});
