import {
  type APIRequestContext,
  expect,
  type FileChooser,
  type Locator,
  type Page,
} from "@playwright/test";
import { ACCOUNTS } from "./accounts.ts";
import { signInByApi, signOutByApi } from "./api.ts";

/**
 * Support tickets a test arranges behind the browser's back (POST /v2/support/request as the
 * person who reports them), and the parts of the ticket screens the tests read.
 */

let made = 0;

/** A word no other test's data contains, to find this test's tickets by search. */
export function uniqueToken(label: string): string {
  made += 1;
  return `e2e${label}${Date.now().toString(36)}${process.pid.toString(36)}${made}`;
}

export interface CreatedTicket {
  /** The issue key (SUP-1234). */
  readonly key: string;
  readonly summary: string;
}

/**
 * A new "Billing question" ticket (no required template field, no service) reported by
 * `email` (Acme's admin by default), with `token` in its summary.
 */
export async function createTicketByApi(
  request: APIRequestContext,
  token: string,
  email: string = ACCOUNTS.admin,
): Promise<CreatedTicket> {
  const session = await signInByApi(request, email);
  const headers = { Authorization: `Bearer ${session.access}` };
  const types = await request.get("/v2/support/ticket-types", { headers });
  expect(types.status(), "GET /v2/support/ticket-types").toBe(200);
  const { results } = (await types.json()) as {
    results: ReadonlyArray<{ id: string; name: string }>;
  };
  const billing = results.find((type) => type.name === "Billing question");
  if (billing === undefined) throw new Error("the demo data has no 'Billing question' type");
  const summary = `Invoice query ${token}`;
  const created = await request.post("/v2/support/request", {
    headers,
    data: {
      request_type: billing.id,
      summary,
      description: `Please explain the charges on the last invoice (${token}).`,
      priority: "low",
      fields: { invoice_number: "INV-2026-00418" },
    },
  });
  expect(created.status(), `POST /v2/support/request: ${await created.text()}`).toBe(201);
  const ticket = (await created.json()) as { id: string; summary: string };
  await signOutByApi(request, session.refresh);
  return { key: ticket.id, summary: ticket.summary };
}

/** Public comments on a ticket (POST /v2/support/tickets/{key}/comments), in this order. */
export async function commentByApi(
  request: APIRequestContext,
  key: string,
  bodies: ReadonlyArray<string>,
  email: string = ACCOUNTS.admin,
): Promise<void> {
  const session = await signInByApi(request, email);
  const headers = { Authorization: `Bearer ${session.access}` };
  for (const body of bodies) {
    const posted = await request.post(`/v2/support/tickets/${key}/comments`, {
      headers,
      data: { body },
    });
    expect(posted.status(), `commenting on ${key}: ${await posted.text()}`).toBe(201);
  }
  await signOutByApi(request, session.refresh);
}

/** A small plain-text file, as `setFiles` of a file chooser takes it. */
export function textFile(name: string, text: string) {
  return { name, mimeType: "text/plain", buffer: Buffer.from(text, "utf8") };
}

/** A minimal but well-formed one-page PDF. */
export function pdfFile(name: string) {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
    "",
  ].join("\n");
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
}

/**
 * Picks files the way a person does: "Choose files" of the attachment field in `scope`, then
 * the browser's file chooser.
 */
export async function chooseFiles(
  page: Page,
  scope: Locator,
  files: Parameters<FileChooser["setFiles"]>[0],
): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await scope.getByRole("button", { name: "Choose files" }).click();
  await (await chooser).setFiles(files);
}

/** A titled panel of the ticket page ("Description", "Activity", "Details"...). */
export function ticketSection(page: Page, title: string | RegExp): Locator {
  return page.getByRole("region", { name: title });
}
