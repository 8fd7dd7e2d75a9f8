import {
  BillingEstimate,
  BillingReferencesRequest,
  BillingSummary,
  CREDIT_NOTE_LIST,
  creditNoteFilename,
  DisputeInvoiceRequest,
  DisputeResolutionRequest,
  INVOICE_LIST,
  InvoiceDetail,
  orderFormFilename,
} from "../../../../src/core/api/billing/index.ts";
import { ServiceDetail } from "../../../../src/core/api/services/index.ts";
import { TempAttachment } from "../../../../src/core/api/support/index.ts";
import { FULL_STAFF_PERMISSIONS } from "../../../../src/core/permissions/module-actions.ts";
import { MODULE_MATRIX } from "../../../../src/core/permissions/module-matrix.ts";
import type { ServerContext } from "../../context.ts";
import { registerListRoute } from "../../http/list-route.ts";
import { IdParams } from "../../http/path-params.ts";
import { registerPdfRoute } from "../../http/pdf-route.ts";
import type { Router } from "../../http/routes.ts";
import { receiveTempAttachment } from "../support/ticket-attachments.ts";
import { BILLING_READ, BILLING_TAG, BILLING_WRITE } from "./access.ts";
import { billingEstimate } from "./billing-estimate.ts";
import { setBillingReferences } from "./billing-references.ts";
import { billingSummary } from "./billing-summary.ts";
import { renderCreditNote } from "./credit-note-pdf.ts";
import { CREDIT_NOTE_ROWS, findCreditNote } from "./credit-notes.ts";
import { resolveDispute } from "./dispute-resolution.ts";
import { invoiceDetail } from "./invoice-detail.ts";
import { disputeInvoice } from "./invoice-dispute.ts";
import { invoiceExport, invoiceList } from "./invoice-list.ts";
import { invoiceFilename, invoiceParties, renderInvoice } from "./invoice-pdf.ts";
import { orderForm, renderOrderForm } from "./order-form-pdf.ts";

/**
 * The billing module (issue 15): the company's invoices, their PDFs and disputes, and the
 * overview's figures. Reads need view or write billing; the PDF, disputes and their uploads
 * need write (spec section 6). Another company's invoice is 404.
 */
export function registerBillingRoutes(router: Router, ctx: ServerContext): void {
  const letterhead = ctx.config.documents;

  registerListRoute(router, ctx, {
    list: INVOICE_LIST,
    summary:
      "The company's invoices, filtered, sorted and paged; with export=true the whole filtered list as CSV",
    tag: BILLING_TAG,
    access: BILLING_READ,
    rows: invoiceList(ctx),
    csv: invoiceExport(ctx),
  });

  router.route(
    {
      method: "GET",
      path: "/billing/estimate",
      summary:
        "The next invoice as it stands today, priced from the book of the caller's currency: each billed service's charge for the month, its changes and cease within it, tax and total, by cost centre",
      tag: BILLING_TAG,
      access: BILLING_READ,
      response: BillingEstimate,
    },
    async ({ user }) => billingEstimate(ctx, user),
  );

  router.route(
    {
      method: "PUT",
      path: "/services/:id/billing-references",
      summary:
        "Set a service's cost centre and purchase order (printed on its invoice lines from now on); logged",
      tag: BILLING_TAG,
      // Whoever manages the service or its bills keeps its references.
      access: [MODULE_MATRIX.service.write, MODULE_MATRIX.billing.write],
      body: BillingReferencesRequest,
      params: IdParams,
      response: ServiceDetail,
    },
    async ({ body, params, user }) => setBillingReferences(ctx, user, params.id, body),
  );

  router.route(
    {
      method: "GET",
      path: "/billing/summary",
      summary: "Balance due, overdue invoices, the latest invoice and 12 months of spend",
      tag: BILLING_TAG,
      access: BILLING_READ,
      response: BillingSummary,
    },
    async ({ user }) => billingSummary(ctx, user.companyId),
  );

  router.route(
    {
      method: "GET",
      path: "/invoices/:id",
      names: "invoice",
      summary: "One invoice by its number (INV-2026-0114) with its lines and dispute",
      tag: BILLING_TAG,
      access: BILLING_READ,
      params: IdParams,
      response: InvoiceDetail,
    },
    async ({ params, user }) => invoiceDetail(ctx, user.companyId, params.id),
  );

  registerPdfRoute(
    router,
    {
      path: "/invoices/:id/pdf",
      names: "invoice",
      summary: "The invoice as a PDF, made on request",
      tag: BILLING_TAG,
      access: BILLING_WRITE,
      params: IdParams,
    },
    async ({ params, user }) => {
      const invoice = await invoiceDetail(ctx, user.companyId, params.id);
      const pdf = renderInvoice(invoice, await invoiceParties(ctx, user.companyId), letterhead);
      return { name: invoiceFilename(invoice), pdf };
    },
  );

  registerPdfRoute(
    router,
    {
      path: "/services/order_status/:id/order-form",
      summary:
        "The order form of the order that created the service, as a PDF made on request (legal details, configuration, term, MRC and NRC)",
      tag: BILLING_TAG,
      // The spec gives billing write "downloading an invoice or order form".
      access: BILLING_WRITE,
      params: IdParams,
    },
    async ({ params, user }) => {
      const serviceId = params.id;
      const form = await orderForm(ctx, user.companyId, serviceId);
      return { name: orderFormFilename(serviceId), pdf: renderOrderForm(form, letterhead) };
    },
  );

  router.route(
    {
      method: "POST",
      path: "/invoices/:id/dispute",
      names: "invoice",
      summary: "Dispute the invoice or some of its lines; opens a Billing ticket",
      tag: BILLING_TAG,
      access: BILLING_WRITE,
      body: DisputeInvoiceRequest,
      params: IdParams,
      response: InvoiceDetail,
      status: 201,
    },
    async ({ body, params, user }) => disputeInvoice(ctx, user, params.id, body),
  );

  router.route(
    {
      method: "POST",
      path: "/invoices/:id/dispute/resolution",
      summary:
        "Resolve an invoice's dispute (provider staff): credit an amount, which issues a credit note, or reject it; with a note",
      tag: BILLING_TAG,
      access: FULL_STAFF_PERMISSIONS, // the provider's staff resolve disputes (issue 47)
      body: DisputeResolutionRequest,
      params: IdParams,
      response: InvoiceDetail,
      errors: [409],
    },
    async ({ body, params, user }) => resolveDispute(ctx, user, params.id, body),
  );

  registerListRoute(router, ctx, {
    list: CREDIT_NOTE_LIST,
    summary: "The company's credit notes, newest first",
    tag: BILLING_TAG,
    access: BILLING_READ,
    rows: CREDIT_NOTE_ROWS,
  });

  registerPdfRoute(
    router,
    {
      path: "/credit-notes/:id/pdf",
      summary: "The credit note as a PDF, made on request",
      tag: BILLING_TAG,
      access: BILLING_WRITE,
      params: IdParams,
    },
    async ({ params, user }) => {
      const creditNote = await findCreditNote(ctx.db, user.companyId, params.id);
      const pdf = renderCreditNote(
        creditNote,
        await invoiceParties(ctx, user.companyId),
        letterhead,
      );
      return { name: creditNoteFilename(creditNote.number), pdf };
    },
  );

  router.route(
    {
      method: "POST",
      path: "/invoices/attachments",
      summary:
        "Upload one file (multipart/form-data) for a dispute within 24 hours, like the support desk's temporary attachments",
      tag: BILLING_TAG,
      access: BILLING_WRITE,
      response: TempAttachment,
      status: 201,
    },
    // A billing-only user disputes without the support permission, so the upload is here,
    // received like the support desk's temporary attachments.
    async ({ request, user }) => receiveTempAttachment(ctx, request, user),
  );
}
