import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, serverConfigFromEnv } from "../../../server/src/config.ts";
import { users } from "../../../server/src/db/schema.ts";
import { invoiceParties, renderInvoice } from "../../../server/src/modules/billing/invoice-pdf.ts";
import {
  INVOICE_LINE_KIND_LABELS,
  INVOICE_LIST,
  InvoiceDetail,
} from "../../../src/core/api/billing/index.ts";
import { formatMoney } from "../../../src/core/format/money.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { readPdf } from "../pdf-text.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

const ADMIN = "admin@acme.test";
const POLISH = "Łódź Światłowody Sp. z o.o.";
const CYRILLIC = "ул. Тверская, 7, Москва 125009";
const GREEK = "Ελληνική Δικτύων Α.Ε.";

/** A 4x2 PNG, written the way the format says: signature, IHDR, one IDAT, IEND. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.from([0, ...Array.from({ length: 4 }, () => [36, 87, 214]).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat([row, row]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const logoFile = join(tmpdir(), `conduit-logo-${process.pid}.png`);
let server: TestServer;
beforeAll(async () => {
  writeFileSync(logoFile, tinyPng());
  server = await startTestServer({
    CONDUIT_LEGAL_NAME: GREEK,
    CONDUIT_LEGAL_ADDRESS: "Λεωφόρος Κηφισίας 44, 151 25 Μαρούσι, Αθήνα",
    CONDUIT_LEGAL_COMPANY_NUMBER: "123456701000",
    CONDUIT_LEGAL_VAT_NUMBER: "EL094019245",
    CONDUIT_DOCUMENT_LOGO: logoFile,
  });
});
afterAll(() => server.close());
const { get, put, read } = supportCalls(() => server);
const money = (value: { amount: string; currency: string }) =>
  formatMoney(value.amount, value.currency);

describe("documents printed in any European script", () => {
  it("prints a Polish customer with a Cyrillic address and a Greek provider on the invoice", async () => {
    const legal = await put(ADMIN, "/company/legal", {
      legal_name: POLISH,
      registration_number: "0000123456",
      vat_number: "PL5260001246",
      address: CYRILLIC,
      country: "PL",
    });
    expect(legal.statusCode, legal.body).toBe(200);
    const [latest] = (await read(INVOICE_LIST.response, ADMIN, "/invoices?limit=1")).results;
    if (!latest) throw new Error("no invoice");
    const invoice = await read(InvoiceDetail, ADMIN, `/invoices/${latest.id}`);

    const response = await get(ADMIN, `/invoices/${latest.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const { text, pageTexts, pages } = await readPdf(response.rawPayload);
    const lines = text.split("\n");
    expect(lines).toContain(POLISH);
    expect(lines).toContain(CYRILLIC);
    expect(lines).toContain(GREEK); // the letterhead
    expect(text).toContain("VAT EL094019245");
    expect(text).toContain("Μαρούσι");

    // Every line of the API's invoice is a row of the table, its cells in order (a cell's
    // wrapped lines are consecutive pieces); then the totals, each beside its label.
    const flat = lines.join(" ");
    for (const line of invoice.lines) {
      const row = [
        line.service?.id,
        line.description,
        INVOICE_LINE_KIND_LABELS[line.kind],
        `${line.period_start} to ${line.period_end}`,
        money(line.amount),
      ];
      expect(flat).toContain(row.filter(Boolean).join(" "));
    }
    expect(lines[lines.indexOf("Subtotal") + 1]).toBe(money(invoice.subtotal));
    expect(lines[lines.indexOf("Total") + 1]).toBe(money(invoice.total));
    expect(lines[lines.indexOf("Balance due") + 1]).toBe(money(invoice.balance_due));
    expect(pageTexts.at(-1)).toContain(`Page ${pages} of ${pages}`);
  });

  it("prints the configured logo, and refuses at start-up a logo that is not an image", async () => {
    const response = await get(ADMIN, "/services/SVC-10001/loa");
    expect(response.statusCode).toBe(200);
    // The letterhead's image: PDFKit writes it as an image XObject the page paints.
    expect(Buffer.from(response.rawPayload).toString("latin1")).toContain("/Subtype /Image");
    const { text } = await readPdf(response.rawPayload);
    expect(text).toContain(GREEK);
    expect(text).toContain(`${GREEK} · Company no. 123456701000 · VAT EL094019245`);

    const notImage = join(tmpdir(), `conduit-logo-${process.pid}.txt`);
    writeFileSync(notImage, "not a logo");
    expect(() => serverConfigFromEnv({ CONDUIT_DOCUMENT_LOGO: notImage })).toThrow(ConfigError);
    expect(() => serverConfigFromEnv({ CONDUIT_DOCUMENT_LOGO: `${notImage}.missing` })).toThrow(
      /cannot read/,
    );
  });
});

describe("a long invoice", () => {
  it("runs 200 lines over pages, each starting with the table's header, numbered n of m", async () => {
    const [latest] = (await read(INVOICE_LIST.response, ADMIN, "/invoices?limit=1")).results;
    const invoice = await read(InvoiceDetail, ADMIN, `/invoices/${latest?.id}`);
    const template = invoice.lines[0];
    if (!template) throw new Error("no line");
    const long: InvoiceDetail = {
      ...invoice,
      lines: Array.from({ length: 200 }, (_, index) => ({
        ...template,
        description: `Line ${index + 1}`,
        amount: { amount: `${index + 1}.00`, currency: invoice.currency },
      })),
    };
    const [admin] = await server.ctx.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, await server.userId(ADMIN)));
    const companyId = admin?.companyId ?? 0;
    const pdf = renderInvoice(
      long,
      await invoiceParties(server.ctx, companyId),
      server.ctx.config.documents,
    );
    const { text, pageTexts, pages } = await readPdf(pdf);
    // Each row takes two lines (its kind and period wrap): 13 rows fit under the letterhead
    // and the parties on page 1, 21 on each page after it, so 200 rows end on page 10.
    expect(pages).toBe(10);
    for (let index = 1; index <= 200; index += 1) {
      expect(text.split("\n").filter((line) => line === `Line ${index}`)).toHaveLength(1);
    }
    pageTexts.forEach((page, index) => {
      if (index > 0)
        expect(page.slice(0, 6)).toEqual([
          "Service",
          "Description",
          "Kind",
          "Period",
          "Cost centre / PO",
          "Amount",
        ]);
      expect(page).toContain(`Page ${index + 1} of ${pages}`);
    });
    expect(pageTexts.at(-1)).toContain("Balance due");
  });
});
