import "../private/harness/dom-stubs.ts";
import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiServer } from "../../adapters/harness/api-server.ts";
import { stopPortals } from "../../adapters/harness/portal-harness.tsx";
import { startSupportServer, stopSupportServer } from "../../adapters/support-desk/real-server.ts";
import {
  accessOf,
  callApi,
  preloadSupportRoutes,
  renderSupportAt,
  SERVER_WAIT,
} from "../support-desk/support-desk-harness.tsx";

// Issue 18: a service's page shows its order's progress until it is live.
let server: ApiServer;

beforeAll(async () => {
  [server] = await Promise.all([startSupportServer(), preloadSupportRoutes()]);
}, 60_000);
afterAll(() => stopSupportServer(server), 30_000);
beforeEach(() => localStorage.clear());
afterEach(() => {
  stopPortals();
  cleanup();
});

describe("a service's order progress", () => {
  it("lists the stages of a pending service's order, the received one current", async () => {
    const access = await accessOf(server, "admin@acme.test");
    const placed = await callApi<{ service: string }>(server, access, "/services/orders", {
      method: "POST",
      body: {
        idempotency_key: "ui-order-progress-1",
        type: "port",
        form: {
          location: "1",
          speed_mbps: "1000",
          media: "1000BASE-LX",
          diversity_zone: "red",
          term_months: "12",
          name: "Progress shown",
        },
      },
    });
    await renderSupportAt(server, "admin@acme.test", `/services/${placed.service}`);
    const card = (await screen.findByRole("heading", { name: "Order progress" }, SERVER_WAIT))
      .parentElement as HTMLElement;
    const stages = await within(card).findByRole("list", { name: "Order stages" }, SERVER_WAIT);
    const rows = within(stages).getAllByRole("listitem");
    // Validated 5 s after the order: on a busy machine the page may already show it.
    expect(rows.map((row) => row.textContent)).toEqual([
      "Received: just now",
      expect.stringMatching(/^Validated: (not yet|just now)$/u),
      "Provisioning: not yet",
      "Live: not yet",
    ]);
    const current = rows.find((row) => row.getAttribute("aria-current") === "step");
    expect(current?.textContent).toMatch(/^(Received|Validated): just now$/u);
    // Placing an order and rendering its page can take over 20 s on a busy shared machine.
  }, 60_000);

  it("is not shown on a live service", async () => {
    await renderSupportAt(server, "admin@acme.test", "/services/SVC-10001");
    await screen.findByRole("heading", { name: "Status" }, SERVER_WAIT);
    expect(screen.queryByRole("heading", { name: "Order progress" })).toBeNull();
  });
});
