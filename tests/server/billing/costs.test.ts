import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingReferenceLog, services } from "../../../server/src/db/schema.ts";
import {
  BillingEstimate,
  INVOICE_LIST,
  InvoiceDetail,
  taxMinor,
} from "../../../src/core/api/billing/index.ts";
import { minorUnitsOf } from "../../../src/core/api/minor-units.ts";
import { SERVICE_LIST, ServiceDetail } from "../../../src/core/api/services/index.ts";
import { testToday } from "../../harness/test-clock.ts";
import { readPdf } from "../pdf-text.ts";
import { parseCsv } from "../support-desk/support-desk-kit.ts";
import { ADMIN, BILLING, billingTestServer, GLOBEX, VIEWER } from "./billing-kit.ts";

const { read, get, put, call, server } = billingTestServer();

const minor = (money: { amount: string; currency: string }) => minorUnitsOf(money) ?? Number.NaN;
const setReferences = (email: string, id: string, body: object) =>
  put(email, `/services/${id}/billing-references`, body);

describe("PUT /v2/services/{id}/billing-references", () => {
  it("sets the cost centre and purchase order (billing write is enough), trimmed, shown on the service and logged", async () => {
    const response = await setReferences(BILLING, "SVC-10001", {
      cost_centre: "  CC-Network  ",
      purchase_order: "PO-2026-77",
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = await read(ServiceDetail, ADMIN, "/services/SVC-10001");
    expect(detail).toMatchObject({ cost_centre: "CC-Network", purchase_order: "PO-2026-77" });
    const [service] = await server()
      .ctx.db.select({ id: services.id })
      .from(services)
      .where(eq(services.publicId, "SVC-10001"));
    const log = await server()
      .ctx.db.select()
      .from(billingReferenceLog)
      .where(eq(billingReferenceLog.serviceId, service?.id ?? 0));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      fromCostCentre: "",
      toCostCentre: "CC-Network",
      fromPurchaseOrder: "",
      toPurchaseOrder: "PO-2026-77",
      changedById: await server().userId(BILLING),
    });
    // The same references again change nothing and log nothing.
    expect((await setReferences(ADMIN, "SVC-10001", detail)).statusCode).toBe(200);
    expect(
      await server()
        .ctx.db.select()
        .from(billingReferenceLog)
        .where(eq(billingReferenceLog.serviceId, service?.id ?? 0)),
    ).toHaveLength(1);
  });

  it("refuses a reference too long or with a null character, naming the field, and changes nothing", async () => {
    const long = await setReferences(ADMIN, "SVC-10002", {
      cost_centre: "C".repeat(65),
      purchase_order: "",
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().cost_centre[0]).toMatch(/no more than 64 characters/u);
    const nul = await setReferences(ADMIN, "SVC-10002", {
      cost_centre: "",
      purchase_order: "PO\u0000",
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toHaveProperty("purchase_order");
    const missing = await setReferences(ADMIN, "SVC-10002", { cost_centre: "CC" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty("purchase_order");
    expect((await read(ServiceDetail, ADMIN, "/services/SVC-10002")).cost_centre).toBe("");
  });

  it("is refused to a viewer (403) and answers 404 for another company's service", async () => {
    const body = { cost_centre: "X", purchase_order: "" };
    expect((await setReferences(VIEWER, "SVC-10002", body)).statusCode).toBe(403);
    expect((await setReferences(GLOBEX, "SVC-10002", body)).statusCode).toBe(404);
  });
});

describe("GET /v2/billing/estimate", () => {
  it("charges every billed service's MRC for this month, by cost centre, with tax at the invoices' rate", async () => {
    await setReferences(ADMIN, "SVC-10003", { cost_centre: "CC-Estimate", purchase_order: "" });
    const estimate = await read(BillingEstimate, ADMIN, "/billing/estimate");
    const today = testToday();
    expect(estimate.period_start).toBe(`${today.slice(0, 8)}01`);
    expect(estimate.period_end.slice(0, 7)).toBe(today.slice(0, 7));
    expect(estimate.currency).toBe("GBP");
    expect(estimate.tax_rate_bp).toBe(2000);
    const subtotal = estimate.lines.reduce((sum, line) => sum + minor(line.amount), 0);
    expect(minor(estimate.subtotal)).toBe(subtotal);
    expect(minor(estimate.tax)).toBe(taxMinor(subtotal, 2000));
    expect(minor(estimate.total)).toBe(subtotal + taxMinor(subtotal, 2000));
    const byCentre = estimate.cost_centres.reduce((sum, centre) => sum + minor(centre.subtotal), 0);
    expect(byCentre).toBe(subtotal);
    expect(estimate.cost_centres.map((centre) => centre.cost_centre)).toContain("CC-Estimate");

    // Each active service live before this month is one whole month at its MRC.
    const active = await read(SERVICE_LIST.response, ADMIN, "/services?status=active&limit=100");
    const monthStart = Date.parse(`${estimate.period_start}T00:00:00Z`);
    const wholeMonth = active.results.filter(
      (service) =>
        service.live_at !== null &&
        Date.parse(service.live_at) < monthStart &&
        service.type !== "other",
    );
    expect(wholeMonth.length).toBeGreaterThan(0);
    for (const service of wholeMonth.slice(0, 5)) {
      const detail = await read(ServiceDetail, ADMIN, `/services/${service.id}`);
      const lines = estimate.lines.filter((line) => line.service.id === service.id);
      expect(lines.map((line) => [line.kind, line.amount])).toEqual([["recurring", detail.mrc]]);
      expect(lines[0]?.cost_centre).toBe(detail.cost_centre);
    }
    // No pending or provisioning service is charged.
    const pending = await read(
      SERVICE_LIST.response,
      ADMIN,
      "/services?status=pending,provisioning",
    );
    const charged = new Set(estimate.lines.map((line) => line.service.id));
    expect(pending.results.filter((service) => charged.has(service.id))).toEqual([]);
  });

  it("is another company's own: Globex's estimate is in euros at its rate and names none of Acme's services", async () => {
    const acme = await read(BillingEstimate, ADMIN, "/billing/estimate");
    const globex = await read(BillingEstimate, GLOBEX, "/billing/estimate");
    expect(globex.currency).toBe("EUR");
    expect(globex.tax_rate_bp).toBe(1900);
    const acmeIds = new Set(acme.lines.map((line) => line.service.id));
    expect(globex.lines.filter((line) => acmeIds.has(line.service.id))).toEqual([]);
    expect((await get(VIEWER, "/billing/estimate")).statusCode).toBe(200);
    expect((await get("support@acme.test", "/billing/estimate")).statusCode).toBe(403);
  });
});

describe("cost centres on invoices", () => {
  it("bills a change with the service's cost centre and purchase order: the invoice, its filter, its PDF and its CSV", async () => {
    const set = await setReferences(ADMIN, "SVC-10018", {
      cost_centre: "CC-Cloud-7",
      purchase_order: "PO-CLOUD-42",
    });
    expect(set.statusCode, set.body).toBe(200);
    const placed = await call(ADMIN, {
      method: "POST",
      url: "/services/SVC-10018/changes",
      payload: { bandwidth_mbps: 2000 },
      headers: { "idempotency-key": "costs-1" },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const reference = placed.json().reference as string;
    // The estimate counts the change at once, with the service's cost centre.
    const estimate = await read(BillingEstimate, ADMIN, "/billing/estimate");
    const changeLine = estimate.lines.find((line) => line.description.includes(reference));
    expect(changeLine).toMatchObject({
      kind: "change",
      cost_centre: "CC-Cloud-7",
      purchase_order: "PO-CLOUD-42",
      amount: placed.json().prorated,
    });

    server().advance(16_000);
    await read(ServiceDetail, ADMIN, "/services/SVC-10018");
    const filtered = await read(INVOICE_LIST.response, ADMIN, "/invoices?cost_centre=cc-cloud-7");
    expect(filtered.count).toBe(1);
    const number = filtered.results[0]?.number ?? "";
    const invoice = await read(InvoiceDetail, ADMIN, `/invoices/${number}`);
    const line = invoice.lines.find((item) => item.description.includes(reference));
    expect(line).toMatchObject({ cost_centre: "CC-Cloud-7", purchase_order: "PO-CLOUD-42" });
    expect((await read(INVOICE_LIST.response, ADMIN, "/invoices?cost_centre=nobody")).count).toBe(
      0,
    );

    const pdf = await get(ADMIN, `/invoices/${number}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain("Cost centre CC-Cloud-7");
    expect(text).toContain("PO-CLOUD-42");

    const csv = await get(ADMIN, "/invoices?export=true&cost_centre=CC-Cloud-7");
    const [header, ...rows] = parseCsv(csv.body);
    const at = (name: string) => header?.indexOf(name) ?? -1;
    const own = rows.filter((row) => row[at("Description")]?.includes(reference));
    expect(own).toHaveLength(1);
    expect(own[0]?.[at("Cost centre")]).toBe("CC-Cloud-7");
    expect(own[0]?.[at("Purchase order")]).toBe("PO-CLOUD-42");
    expect(own[0]?.[at("Amount")]).toBe(line?.amount.amount);
    expect(own[0]?.[at("Service")]).toBe("SVC-10018");

    // Lines already billed keep their references when the service's change later.
    await setReferences(ADMIN, "SVC-10018", { cost_centre: "CC-Other", purchase_order: "" });
    const again = await read(InvoiceDetail, ADMIN, `/invoices/${number}`);
    expect(again.lines.find((item) => item.description.includes(reference))?.cost_centre).toBe(
      "CC-Cloud-7",
    );
  });
});
