import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CEASE_MESSAGES,
  CEASE_ORDER_LIST,
  CeaseOrder,
  CeaseReasonList,
  SERVICE_LIST,
  ServiceDetail,
  ServiceMonitoring,
} from "../../../src/core/api/services/index.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

let server: TestServer;
const { read, get, post, forgetTokens } = supportCalls(() => server);
const ADMIN = "admin@acme.test";
const DAY = 24 * 60 * 60 * 1000;
let reason = "";

beforeAll(async () => {
  server = await startTestServer();
  const reasons = await read(CeaseReasonList, ADMIN, "/cease-reasons");
  reason = reasons.results.find((item) => item.label === "No longer needed")?.id ?? "";
});
afterAll(() => server.close());

const day = (offsetDays: number) =>
  new Date(server.ctx.now().getTime() + offsetDays * DAY).toISOString().slice(0, 10);
const status = async (id: string) => (await read(ServiceDetail, ADMIN, `/services/${id}`)).status;

describe("cease orders", () => {
  it("lists the reasons and the seeded pending order", async () => {
    const reasons = await read(CeaseReasonList, "viewer@acme.test", "/cease-reasons");
    expect(reasons.results.map((item) => item.label)).toContain("Moving to another provider");
    const orders = await read(CEASE_ORDER_LIST.response, ADMIN, "/cease_orders");
    expect(orders.results.map((order) => order.service.id)).toEqual(["SVC-10024"]);
    expect(orders.results[0]?.status).toBe("pending");
    expect(await status("SVC-10024")).toBe("cancelling");
    const globex = await read(CEASE_ORDER_LIST.response, "admin@globex.test", "/cease_orders");
    expect(globex.count).toBe(0);
  });

  it("ceases a service on a date for a reason, and withdraws it while pending", async () => {
    const created = await post(ADMIN, "/cease_orders", {
      service: "SVC-10036",
      reason,
      cease_date: day(30),
      comment: "Cross connect no longer used.",
    });
    expect(created.statusCode).toBe(201);
    const order = expectValid(CeaseOrder, created.json());
    expect(order).toMatchObject({
      service: { id: "SVC-10036", type: "other" },
      reason: { label: "No longer needed" },
      cease_date: day(30),
      status: "pending",
      requested_by: { email: ADMIN },
      closed_at: null,
    });
    expect(await status("SVC-10036")).toBe("cancelling");
    const service = await read(ServiceDetail, ADMIN, "/services/SVC-10036");
    expect(service.pending_cease_order).toBe(order.id);
    const listed = await read(CEASE_ORDER_LIST.response, ADMIN, "/cease_orders?service=SVC-10036");
    expect(listed.results.map((item) => item.id)).toEqual([order.id]);

    const again = await post(ADMIN, "/cease_orders", {
      service: "SVC-10036",
      reason,
      cease_date: day(31),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ service: [CEASE_MESSAGES.alreadyCancelling] });

    const cancelled = await post(ADMIN, `/cease_orders/${order.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    expect(cancelled.json().closed_at).not.toBeNull();
    expect(await status("SVC-10036")).toBe("active");
    const twice = await post(ADMIN, `/cease_orders/${order.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: CEASE_MESSAGES.notCancellable });
  });

  it("accepts today as the cease date", async () => {
    const created = await post(ADMIN, "/cease_orders", {
      service: "SVC-10035",
      reason,
      cease_date: day(0),
    });
    expect(created.statusCode).toBe(201);
  });

  it("refuses a past date, an unknown reason and a ceased service, all at once", async () => {
    const response = await post(ADMIN, "/cease_orders", {
      service: "SVC-10013",
      reason: "999",
      cease_date: day(-1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      service: [CEASE_MESSAGES.alreadyCeased],
      reason: [CEASE_MESSAGES.unknownReason],
      cease_date: ["The cease date cannot be in the past."],
    });
    expect(await status("SVC-10013")).toBe("ceased");
  });

  it("refuses a date that is not a day, and another company's service", async () => {
    const badDate = await post(ADMIN, "/cease_orders", {
      service: "SVC-10034",
      reason,
      cease_date: "31/12/2030",
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().cease_date).toBeDefined();
    const foreign = await post(ADMIN, "/cease_orders", {
      service: "SVC-20008",
      reason,
      cease_date: day(10),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ service: [CEASE_MESSAGES.unknownService] });
    expect((await read(ServiceDetail, "admin@globex.test", "/services/SVC-20008")).status).toBe(
      "active",
    );
  });

  it("answers 404 for another company's cease order", async () => {
    const orders = await read(CEASE_ORDER_LIST.response, ADMIN, "/cease_orders");
    const id = orders.results[0]?.id ?? "";
    expect((await get("admin@globex.test", `/cease_orders/${id}`)).statusCode).toBe(404);
    expect((await post("admin@globex.test", `/cease_orders/${id}/cancel`)).statusCode).toBe(404);
    expect((await get(ADMIN, `/cease_orders/${id}`)).statusCode).toBe(200);
  });

  // Last: it moves the server's clock a month on.
  it("completes an order once its day has passed, from the dates alone", async () => {
    const seeded = (await read(CEASE_ORDER_LIST.response, ADMIN, "/cease_orders?service=SVC-10024"))
      .results[0];
    const ceaseDay = seeded?.cease_date ?? "";
    expect(seeded?.status).toBe("pending");
    const before = await read(ServiceMonitoring, ADMIN, "/services/monitoring");
    const countOf = (monitoring: ServiceMonitoring, status: string) =>
      monitoring.by_status.find((item) => item.status === status)?.count ?? 0;

    // On its cease date the service still runs.
    const untilThatDay = Date.parse(`${ceaseDay}T12:00:00Z`) - server.ctx.now().getTime();
    server.advance(untilThatDay);
    forgetTokens();
    expect(await status("SVC-10024")).toBe("cancelling");
    expect((await read(CeaseOrder, ADMIN, `/cease_orders/${seeded?.id}`)).status).toBe("pending");

    // The next day it is ceased, closed at that day's start, and no longer withdrawable.
    server.advance(DAY);
    forgetTokens();
    const order = await read(CeaseOrder, ADMIN, `/cease_orders/${seeded?.id}`);
    expect(order.status).toBe("completed");
    const nextDay = new Date(Date.parse(`${ceaseDay}T00:00:00Z`) + DAY).toISOString();
    expect(Date.parse(order.closed_at ?? "")).toBe(Date.parse(nextDay));
    const service = await read(ServiceDetail, ADMIN, "/services/SVC-10024");
    expect(service).toMatchObject({ status: "ceased", pending_cease_order: null });
    const ceased = await read(
      SERVICE_LIST.response,
      ADMIN,
      "/services?status=ceased&text=SVC-10024",
    );
    expect(ceased.results.map((item) => item.id)).toEqual(["SVC-10024"]);
    const after = await read(ServiceMonitoring, ADMIN, "/services/monitoring");
    expect(countOf(after, "ceased")).toBeGreaterThan(countOf(before, "ceased"));
    const cancel = await post(ADMIN, `/cease_orders/${seeded?.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    // The order asked for "today" in an earlier test is long past its day too.
    expect(await status("SVC-10035")).toBe("ceased");
    // Globex's services are not touched by Acme's orders.
    expect((await read(ServiceDetail, "admin@globex.test", "/services/SVC-20008")).status).toBe(
      "active",
    );
  });
});
