import { type APIRequestContext, expect } from "@playwright/test";
import { getDocumentProxy } from "unpdf";
import { testNow } from "../../tests/harness/test-clock.ts";
import { ACCOUNTS } from "./accounts.ts";
import { signInByApi } from "./api.ts";

/**
 * The services module's data as the test arranges or checks it behind the browser's back,
 * and what a downloaded file says. The demo estate is server/src/db/seed/services-*.ts.
 */

export interface ServiceRow {
  readonly id: string;
  readonly name: string;
  readonly custom_name: string | null;
  readonly type: string;
  readonly status: string;
  readonly children_count: number;
  readonly location: { readonly id: string; readonly name: string; readonly metro: string };
}

/** GET /v2<path> as a demo account; the test fails on an error status. */
export async function servicesApi<T>(
  request: APIRequestContext,
  path: string,
  email: string = ACCOUNTS.admin,
): Promise<T> {
  const { access } = await signInByApi(request, email);
  const response = await request.get(`/v2${path}`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Acme's services matching a /services query, on one page. */
export async function acmeServices(
  request: APIRequestContext,
  query: string,
): Promise<ReadonlyArray<ServiceRow>> {
  return (await servicesApi<{ results: ServiceRow[] }>(request, `/services?${query}&limit=100`))
    .results;
}

/**
 * The text a PDF shows, piece by piece in drawing order (a label, then the value beside it),
 * read back with PDF.js through unpdf as a reader would: the server's PDFs embed a subset font
 * (server/src/pdf), so their bytes hold no plain text.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pieces: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) {
      if ("str" in item && item.str.trim() !== "") pieces.push(item.str);
    }
  }
  return pieces.join("\n");
}

/** A UTC calendar day `days` after today, as a date field holds it. */
export function dayFromToday(days: number): string {
  return new Date(testNow().getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
