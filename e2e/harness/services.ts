import { type APIRequestContext, expect } from "@playwright/test";
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
 * The text a PDF shows (its Tj operators), for the portal's own PDFs: the server writes plain
 * content streams (server/src/pdf), so reading them back needs no PDF library.
 */
export function pdfText(bytes: Buffer): string {
  const file = bytes.toString("latin1");
  return [...file.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((match) =>
      (match[1] ?? "").replace(/\\([0-7]{3}|.)/g, (_, escaped: string) =>
        escaped.length === 3 ? String.fromCharCode(Number.parseInt(escaped, 8)) : escaped,
      ),
    )
    .join("\n");
}

/** A UTC calendar day `days` after today, as a date field holds it. */
export function dayFromToday(days: number): string {
  return new Date(testNow().getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
