import { type APIRequestContext, expect } from "@playwright/test";
import { ACCOUNTS } from "./accounts.ts";
import { inviteAccount, newestMail, nextMail, signInByApi } from "./api.ts";
import type { RecordKind } from "./audit-routes.ts";

/**
 * The seeded records the layout audit opens for routes with an `:id` (the first of Acme's
 * list, as a customer would click it), and the codes the password pages take (a fresh
 * invitation's and a fresh reset's, read from the development mailbox).
 */

const LISTS: Readonly<Record<Exclude<RecordKind, "inviteCode" | "resetCode">, string>> = {
  invoice: "/invoices",
  ticket: "/support/tickets",
  maintenance: "/maintenances",
  outage: "/outages",
  service: "/services",
  networkService: "/network-services",
  contractLine: "/contracts/lines",
  // Another user of Acme than the admin, who cannot edit their own permissions.
  user: `/users?search=${encodeURIComponent(ACCOUNTS.viewer)}`,
  rfDevice: "/rf-devices",
};

export type AuditRecords = Readonly<Record<RecordKind, string>>;

export async function lookUpAuditRecords(request: APIRequestContext): Promise<AuditRecords> {
  const { access } = await signInByApi(request, ACCOUNTS.admin);
  const headers = { authorization: `Bearer ${access}` };
  const found: Partial<Record<RecordKind, string>> = {};
  for (const [kind, path] of Object.entries(LISTS) as [keyof typeof LISTS, string][]) {
    const response = await request.get(`/v2${path}`, { headers });
    expect(response.status(), `GET ${path}`).toBe(200);
    const { results } = (await response.json()) as {
      results: ReadonlyArray<{ id?: string | number; key?: string }>;
    };
    const first = results[0];
    const id = first?.key ?? first?.id;
    if (id === undefined) throw new Error(`the seed has no ${kind} (GET ${path})`);
    found[kind] = String(id);
  }

  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const invitee = `e2e-audit-${unique}@acme.test`;
  const invite = await request.post("/v2/register/user", {
    headers,
    data: {
      email: invitee,
      firstname: "Audrey",
      lastname: "Audit",
      permissions: ["view_service_module"],
    },
  });
  expect(invite.status(), `inviting ${invitee}`).toBe(201);
  found.inviteCode = (await newestMail(request, invitee)).secret ?? undefined;

  // An account of the audit's own asks for the reset: no other test reads its mailbox.
  const resetting = await inviteAccount(request, "audit-reset");
  const reset = await request.post("/v2/forgot-password", { data: { email: resetting.email } });
  expect(reset.status(), "POST /v2/forgot-password").toBeLessThan(300);
  const resetMail = await nextMail(request, resetting.email, null, "password-reset");
  found.resetCode = resetMail.secret ?? undefined;

  for (const kind of [...Object.keys(LISTS), "inviteCode", "resetCode"] as RecordKind[]) {
    if (found[kind] === undefined) throw new Error(`no ${kind} for the audit`);
  }
  return found as AuditRecords;
}
