import { describe, expect, it } from "vitest";
import { orderFormFilename, orderFormPath } from "../../../src/core/api/billing/index.ts";
import { minorUnitsOf, moneyOfMinorUnits } from "../../../src/core/api/minor-units.ts";
import { PlacedOrder } from "../../../src/core/api/ordering/index.ts";
import { SERVICE_LIST, ServiceDetail } from "../../../src/core/api/services/index.ts";
import { formatMoney } from "../../../src/core/format/money.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { portOrderForm } from "../ordering/port-order-form.ts";
import { readPdf } from "../pdf-text.ts";
import { ADMIN, BILLING, billingTestServer, GLOBEX, SUPPORT_ONLY, VIEWER } from "./billing-kit.ts";

const { read, get, post, readOnlyAdmin } = billingTestServer();

const money = (amount: { amount: string; currency: string }) =>
  formatMoney(amount.amount, amount.currency);
/** The value printed after `label` (a row prints its label, then its figure). */
const valueAfter = (lines: string[], label: string) => lines[lines.indexOf(label) + 1];

async function orderPort(): Promise<PlacedOrder> {
  const response = await post(ADMIN, "/services/orders", {
    idempotency_key: "order-form-test-0001",
    type: "port",
    form: portOrderForm("Order form port", { purchase_order: "PO-ORDER-FORM-42" }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return expectValid(PlacedOrder, response.json());
}

describe("GET /v2/services/order_status/{id}/order-form", () => {
  it("prints the order of a new port: number, date, purchase order, configuration, term and charges", async () => {
    const placed = await orderPort();
    const service = await read(ServiceDetail, ADMIN, `/services/${placed.service}`);
    const response = await get(BILLING, orderFormPath(placed.service));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(orderFormFilename(placed.service));
    const { text } = await readPdf(response.rawPayload);
    const lines = text.split("\n");
    expect(lines).toContain(`Order form ${placed.service}`);
    expect(valueAfter(lines, "Order number")).toBe(placed.id);
    expect(valueAfter(lines, "Order date")).toBe(placed.created.slice(0, 10));
    expect(valueAfter(lines, "Purchase order")).toBe("PO-ORDER-FORM-42");
    expect(valueAfter(lines, "Product")).toBe(service.product.name);
    expect(valueAfter(lines, "Speed")).toBe("10 Gbps");
    expect(valueAfter(lines, "Media")).toBe("10GBASE-LR");
    expect(valueAfter(lines, "Term")).toBe("24 months");
    expect(valueAfter(lines, "Currency")).toBe("GBP");
    expect(valueAfter(lines, "Monthly recurring charge (MRC)")).toBe(money(service.mrc));
    expect(valueAfter(lines, "One-off installation charge (NRC)")).toBe(money(service.nrc));
    // The term's value is computed in minor units: 24 x MRC + NRC, to the penny.
    const value = (minorUnitsOf(service.mrc) ?? 0) * 24 + (minorUnitsOf(service.nrc) ?? 0);
    expect(valueAfter(lines, "Total over the term")).toBe(money(moneyOfMinorUnits(value, "GBP")));
    // Both parties' legal details, as on the invoice.
    expect(text).toContain("Provider");
    expect(valueAfter(lines, "Customer")).toBe("Name");
    expect(text).toContain("Acme");
  });

  it("prints a service ordered before the portal without an order number or purchase order", async () => {
    const [first] = (await read(SERVICE_LIST.response, ADMIN, "/services?type=evpl&limit=1"))
      .results;
    if (!first) throw new Error("no EVPL");
    const service = await read(ServiceDetail, ADMIN, `/services/${first.id}`);
    const { text } = await readPdf((await get(BILLING, orderFormPath(first.id))).rawPayload);
    const lines = text.split("\n");
    expect(lines).not.toContain("Order number");
    expect(valueAfter(lines, "Purchase order")).toBe("None given");
    expect(valueAfter(lines, "Bandwidth")).toBeTruthy();
    expect(valueAfter(lines, "A end")).toContain(service.a_end.location.name);
    expect(valueAfter(lines, "B end")).toContain(service.b_end?.location.name ?? "?");
    expect(valueAfter(lines, "Monthly recurring charge (MRC)")).toBe(money(service.mrc));
  });

  it("answers 404 for another company's service and an unknown id", async () => {
    const [acme] = (await read(SERVICE_LIST.response, ADMIN, "/services?limit=1")).results;
    expect((await get(GLOBEX, orderFormPath(acme?.id ?? ""))).statusCode).toBe(404);
    expect((await get(BILLING, orderFormPath("SVC-00000"))).statusCode).toBe(404);
  });

  it("needs write billing: a viewer, a support-only user and read-only impersonation get 403", async () => {
    const [acme] = (await read(SERVICE_LIST.response, ADMIN, "/services?limit=1")).results;
    const path = orderFormPath(acme?.id ?? "");
    expect((await get(ADMIN, path)).statusCode).toBe(200);
    expect((await get(VIEWER, path)).statusCode).toBe(403);
    expect((await get(SUPPORT_ONLY, path)).statusCode).toBe(403);
    const asReadOnly = await readOnlyAdmin();
    expect((await asReadOnly("GET", path)).statusCode).toBe(403);
  });
});
