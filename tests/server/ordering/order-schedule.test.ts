import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverConfigFromEnv } from "../../../server/src/config.ts";
import {
  decideOrderSchedule,
  demoProvisioningNotice,
} from "../../../server/src/modules/ordering/demo-provisioning.ts";
import { PlacedOrder } from "../../../src/core/api/ordering/index.ts";
import { OrderStatusView } from "../../../src/core/api/services/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";
import { portOrderForm } from "./port-order-form.ts";

/**
 * Issue 40: orders move on the provider's standard schedule (hours and days) unless the demo's
 * fast one was asked for, and that demo convenience exists only on the embedded database with
 * a loopback HOST. Each stage says what comes next by the schedule the server names.
 */

const HOUR = 3_600_000;
const ADMIN = "admin@acme.test";

describe("which schedule a server moves orders on", () => {
  const config = (env: Record<string, string>) => serverConfigFromEnv(env);

  it("is the standard one unless asked, and the fast one only on PGlite behind loopback", () => {
    expect(decideOrderSchedule(config({}), "pglite-memory")).toEqual({
      schedule: "standard",
      refused: null,
    });
    const asked = config({ CONDUIT_DEMO_PROVISIONING: "on" });
    expect(decideOrderSchedule(asked, "pglite-file")).toEqual({
      schedule: "demo_fast",
      refused: null,
    });
    expect(decideOrderSchedule(asked, "postgres")).toEqual({
      schedule: "standard",
      refused: "the server runs on PostgreSQL",
    });
    const exposed = config({ CONDUIT_DEMO_PROVISIONING: "on", HOST: "0.0.0.0" });
    expect(decideOrderSchedule(exposed, "pglite-memory")).toEqual({
      schedule: "standard",
      refused: "HOST 0.0.0.0 is not a loopback address",
    });
    expect(demoProvisioningNotice(exposed, "pglite-memory")).toMatch(/ignored.*0\.0\.0\.0/u);
    expect(demoProvisioningNotice(asked, "pglite-memory")).toMatch(/DEMO PROVISIONING ON/u);
    expect(demoProvisioningNotice(config({}), "pglite-memory")).toBeNull();
    expect(() => config({ CONDUIT_DEMO_PROVISIONING: "fast please" })).toThrow(/on or off/u);
  });
});

describe("an order without the demo's schedule", () => {
  let server: TestServer;
  const { read, post, forgetTokens } = supportCalls(() => server);

  beforeAll(async () => {
    server = await startTestServer({ CONDUIT_DEMO_PROVISIONING: "off" });
  });
  afterAll(() => server.close());

  it("stays received for minutes and moves by the standard schedule's hours and days", async () => {
    const placed = await post(ADMIN, "/services/orders", {
      idempotency_key: "standard-schedule-port-1",
      type: "port",
      form: portOrderForm("LD8 standard schedule port", { purchase_order: "PO-9001" }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = PlacedOrder.make(placed.json()).service;
    // Each read signs in again: the clock jumps past the tokens' lifetime.
    const status = () => {
      forgetTokens();
      return read(OrderStatusView, ADMIN, `/services/order_status/${id}`);
    };

    // Where the demo's order would be live, this one has not moved.
    server.advance(10 * 60_000);
    expect(await status()).toMatchObject({ stage: "received", schedule: "standard" });
    server.advance(4 * HOUR);
    expect((await status()).stage).toBe("validated");
    server.advance(20 * HOUR);
    expect((await status()).stage).toBe("provisioning");
    server.advance(9 * 24 * HOUR);
    const live = await status();
    expect(live.stage).toBe("live");
    expect(live.stages.map((step) => step.stage)).toEqual([
      "received",
      "validated",
      "provisioning",
      "live",
    ]);
  });
});
