import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../../server/src/db/schema.ts";
import type { ActivityAction } from "../../../src/core/api/account/activity-log.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { portOrderForm } from "../ordering/port-order-form.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

/**
 * Every change in a company writes an activity entry with the change (issue 44): one row per
 * write path, each checked for the entry's action, actor and target. The calls run in order
 * on one server, so later ones may use what earlier ones made (a ticket, a key, a contact).
 */
let server: TestServer;
const kit = supportCalls(() => server);
const { call, get, post, put } = kit;
const ADMIN = "admin@acme.test";
const STAFF = "staff@conduit.test";
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(server.ctx.now().getTime() + days * DAY_MS);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function acme(): Promise<number> {
  return (await server.ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, ADMIN) }))
    ?.companyId as number;
}

/** The company's newest entry of an action. */
async function newest(action: ActivityAction) {
  const [row] = await server.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.companyId, await acme()), eq(activityLog.action, action)))
    .orderBy(desc(activityLog.seq))
    .limit(1);
  return row;
}

/** Shared between the cases: what one made and a later one uses. */
const made: Record<string, string> = {};

interface Case {
  readonly action: ActivityAction;
  /** Makes the change; must answer `status`. */
  readonly run: () => Promise<{ statusCode: number; body: string }>;
  readonly status: number;
  /** The entry's target id, when the case knows it. */
  readonly targetId?: () => string;
  readonly actor?: "user" | "api_key" | "staff";
}

const json = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;
const idOf = async (url: string) => {
  const page = json(await get(ADMIN, url)) as { results: Array<{ id: string }> };
  return page.results[0]?.id ?? "";
};

const CASES: ReadonlyArray<Case> = [
  {
    action: "order.placed",
    status: 201,
    run: () =>
      post(ADMIN, "/services/orders", {
        idempotency_key: "activity-order-1-key",
        type: "port",
        form: portOrderForm("Audited port"),
      }),
  },
  {
    action: "change_order.placed",
    status: 201,
    targetId: () => "SVC-10018",
    run: () =>
      call(ADMIN, {
        method: "POST",
        url: "/services/SVC-10018/changes",
        payload: { bandwidth_mbps: 2000 },
        headers: { "idempotency-key": "activity-change-1-key" },
      }),
  },
  {
    action: "cease_order.placed",
    status: 201,
    targetId: () => "SVC-10036",
    run: async () => {
      const reasons = json(await get(ADMIN, "/cease-reasons")) as {
        results: Array<{ id: string }>;
      };
      const answer = await post(ADMIN, "/cease_orders", {
        service: "SVC-10036",
        reason: reasons.results[0]?.id,
        cease_date: inDays(30).toISOString().slice(0, 10),
      });
      made.ceaseOrder = String(json(answer).id);
      return answer;
    },
  },
  {
    action: "cease_order.cancelled",
    status: 200,
    targetId: () => "SVC-10036",
    run: () => post(ADMIN, `/cease_orders/${made.ceaseOrder}/cancel`),
  },
  {
    action: "service.renamed",
    status: 200,
    targetId: () => "SVC-10007",
    run: () =>
      post(ADMIN, "/services/SVC-10007/update_custom_name", { custom_name: "Audited name" }),
  },
  {
    action: "service.locked",
    status: 200,
    targetId: () => "SVC-10007",
    run: () => put(ADMIN, "/services/SVC-10007/lock", { locked: true }),
  },
  {
    action: "service.unlocked",
    status: 200,
    targetId: () => "SVC-10007",
    run: () => put(ADMIN, "/services/SVC-10007/lock", { locked: false }),
  },
  {
    action: "billing_reference.changed",
    status: 200,
    targetId: () => "SVC-10007",
    run: () =>
      put(ADMIN, "/services/SVC-10007/billing-references", {
        cost_centre: "CC-AUDIT",
        purchase_order: "PO-AUDIT",
      }),
  },
  {
    action: "ticket.created",
    status: 201,
    targetId: () => made.ticket ?? "",
    run: async () => {
      const types = json(await get(ADMIN, "/support/ticket-types")) as {
        results: Array<{ id: string; name: string }>;
      };
      const type = types.results.find((item) => item.name === "Billing question")?.id;
      const answer = await post(ADMIN, "/support/request", {
        request_type: type,
        summary: "Audited ticket",
        description: "Created by the activity log test.",
      });
      made.ticket = String(json(answer).id ?? json(answer).key);
      return answer;
    },
  },
  {
    action: "ticket.edited",
    status: 200,
    targetId: () => made.ticket ?? "",
    run: () => put(ADMIN, `/support/tickets/${made.ticket}`, { priority: "low" }),
  },
  {
    action: "ticket.commented",
    status: 201,
    targetId: () => made.ticket ?? "",
    run: () => post(ADMIN, `/support/tickets/${made.ticket}/comments`, { body: "A reply." }),
  },
  {
    action: "ticket.unfollowed",
    status: 200,
    targetId: () => made.ticket ?? "",
    run: () => post(ADMIN, `/support/tickets/${made.ticket}/unsubscribe`),
  },
  {
    action: "ticket.followed",
    status: 200,
    targetId: () => made.ticket ?? "",
    run: () => post(ADMIN, `/support/tickets/${made.ticket}/subscribe`),
  },
  {
    action: "ticket.transitioned",
    status: 200,
    targetId: () => made.waiting ?? "",
    run: async () => {
      made.waiting = await idOf("/support/tickets?status=waiting_for_customer&limit=1");
      const steps = json(await get(ADMIN, `/support/tickets/${made.waiting}/transitions`)) as {
        results: Array<{ id: string }>;
      };
      return post(ADMIN, `/support/tickets/${made.waiting}/transitions`, {
        transition: steps.results[0]?.id,
      });
    },
  },
  {
    action: "invoice.disputed",
    status: 201,
    targetId: () => made.invoice ?? "",
    run: async () => {
      made.invoice = await idOf("/invoices?status=open&limit=1");
      return post(ADMIN, `/invoices/${made.invoice}/dispute`, { reason: "Audited dispute." });
    },
  },
  {
    action: "user.invited",
    status: 201,
    run: async () => {
      const answer = await post(ADMIN, "/register/user", {
        email: "audited@acme.test",
        firstname: "Audi",
        lastname: "Ted",
        permissions: ["view_service_module"],
      });
      made.invited = String(json(answer).id);
      return answer;
    },
    targetId: () => made.invited ?? "",
  },
  {
    action: "user.invite_cancelled",
    status: 204,
    targetId: () => made.invited ?? "",
    run: () => call(ADMIN, { method: "DELETE", url: `/register/user/${made.invited}` }),
  },
  {
    action: "user.edited",
    status: 200,
    targetId: () => made.viewer ?? "",
    run: async () => {
      made.viewer = String(await server.userId("viewer@acme.test"));
      return put(ADMIN, `/users/${made.viewer}/details`, {
        firstname: "Vera",
        lastname: "Audited",
        phone: "",
      });
    },
  },
  {
    action: "user.permissions_changed",
    status: 200,
    targetId: () => made.viewer ?? "",
    run: () =>
      put(ADMIN, `/users/${made.viewer}/permissions`, {
        permissions: ["view_service_module", "view_support_module", "view_billing_module"],
      }),
  },
  {
    action: "user.deactivated",
    status: 200,
    targetId: () => made.viewer ?? "",
    run: () => post(ADMIN, `/users/${made.viewer}/deactivate`),
  },
  {
    action: "user.reactivated",
    status: 200,
    targetId: () => made.viewer ?? "",
    run: () => post(ADMIN, `/users/${made.viewer}/reactivate`),
  },
  {
    action: "contact.created",
    status: 201,
    targetId: () => made.contact ?? "",
    run: async () => {
      const answer = await post(ADMIN, "/contacts", {
        kind: "noc",
        name: "Audit team",
        email: "audit-team@acme.test",
        phone: "+44 20 7946 0177",
        role: "Auditors",
        notices: ["maintenances"],
        all_services: true,
        services: [],
      });
      made.contact = String(json(answer).id);
      return answer;
    },
  },
  {
    action: "contact.edited",
    status: 200,
    targetId: () => made.contact ?? "",
    run: () =>
      put(ADMIN, `/contacts/${made.contact}`, {
        kind: "noc",
        name: "Audit team renamed",
        email: "audit-team@acme.test",
        phone: "+44 20 7946 0177",
        role: "Auditors",
        notices: ["maintenances"],
        all_services: true,
        services: [],
      }),
  },
  {
    action: "contact.deleted",
    status: 204,
    targetId: () => made.contact ?? "",
    run: () => call(ADMIN, { method: "DELETE", url: `/contacts/${made.contact}` }),
  },
  {
    action: "alert_rule.created",
    status: 201,
    targetId: () => made.alertRule ?? "",
    run: async () => {
      const answer = await post(ADMIN, "/alert-rules", {
        name: "Audited rule",
        scope: "service",
        service: "SVC-10003",
        metric: "loss_pct",
        condition: "above",
        threshold: 1,
        for_minutes: 10,
        severity: "critical",
        contacts: [],
        enabled: true,
      });
      made.alertRule = String(json(answer).id);
      return answer;
    },
  },
  {
    action: "alert_rule.edited",
    status: 200,
    targetId: () => made.alertRule ?? "",
    run: () =>
      call(ADMIN, {
        method: "PUT",
        url: `/alert-rules/${made.alertRule}`,
        payload: {
          name: "Audited rule",
          scope: "service",
          service: "SVC-10003",
          metric: "loss_pct",
          condition: "above",
          threshold: 2,
          for_minutes: 10,
          severity: "warning",
          contacts: [],
          enabled: true,
        },
      }),
  },
  {
    action: "alert_rule.deleted",
    status: 204,
    targetId: () => made.alertRule ?? "",
    run: () => call(ADMIN, { method: "DELETE", url: `/alert-rules/${made.alertRule}` }),
  },
  {
    action: "api_key.created",
    status: 201,
    targetId: () => made.keyId ?? "",
    run: async () => {
      const answer = await post(ADMIN, "/api-keys", {
        name: "Audited script",
        permissions: ["view_service_module"],
        expires_at: inDays(30).toISOString(),
      });
      made.keyId = String(json(answer).id);
      made.key = String(json(answer).key);
      return answer;
    },
  },
  {
    action: "api_key.used",
    status: 200,
    actor: "api_key",
    targetId: () => made.keyId ?? "",
    run: () => server.call(made.key ?? "", { method: "GET", url: "/v2/services" }),
  },
  {
    action: "api_key.revoked",
    status: 204,
    targetId: () => made.keyId ?? "",
    run: () => call(ADMIN, { method: "DELETE", url: `/api-keys/${made.keyId}` }),
  },
  {
    action: "calendar_feed.created",
    status: 201,
    targetId: () => made.feed ?? "",
    run: async () => {
      const answer = await post(ADMIN, "/calendar-feeds", { name: "Audited calendar" });
      made.feed = String(json(answer).id);
      return answer;
    },
  },
  {
    action: "calendar_feed.revoked",
    status: 204,
    targetId: () => made.feed ?? "",
    run: () => call(ADMIN, { method: "DELETE", url: `/calendar-feeds/${made.feed}` }),
  },
  {
    action: "webhook.created",
    status: 201,
    targetId: () => made.webhook ?? "",
    run: async () => {
      const answer = await post(ADMIN, "/webhooks", {
        url: "https://203.0.113.10/audited",
        events: ["ticket.updated"],
        description: "Audited endpoint",
      });
      made.webhook = String(json(answer).id);
      return answer;
    },
  },
  {
    action: "webhook.edited",
    status: 200,
    targetId: () => made.webhook ?? "",
    run: () =>
      call(ADMIN, {
        method: "PUT",
        url: `/webhooks/${made.webhook}`,
        payload: {
          url: "https://203.0.113.10/audited",
          events: ["ticket.updated", "outage.created"],
          description: "Audited endpoint",
        },
      }),
  },
  {
    action: "webhook.secret_rotated",
    status: 200,
    targetId: () => made.webhook ?? "",
    run: () => post(ADMIN, `/webhooks/${made.webhook}/rotate-secret`, {}),
  },
  {
    action: "webhook.deleted",
    status: 204,
    targetId: () => made.webhook ?? "",
    run: () => call(ADMIN, { method: "DELETE", url: `/webhooks/${made.webhook}` }),
  },
  {
    action: "two_factor.company_requirement_changed",
    status: 200,
    // Left off, so that the cases after it are not held for enrolment.
    run: () =>
      call(ADMIN, { method: "PUT", url: "/mfa/company-requirement", payload: { required: false } }),
  },
  {
    action: "session.ended_others",
    status: 200,
    run: () => post("viewer@acme.test", "/sessions/end-others", {}),
  },
  {
    action: "export.downloaded",
    status: 200,
    run: () => get(ADMIN, "/services?export=true"),
  },
  {
    action: "sign_in.failed",
    status: 400,
    run: () =>
      server.call(null, {
        method: "POST",
        url: "/v2/auth",
        payload: { username: ADMIN, password: "not the password" },
      }),
  },
  {
    action: "sign_in.succeeded",
    status: 200,
    run: () =>
      server.call(null, {
        method: "POST",
        url: "/v2/auth",
        payload: { username: ADMIN, password: "conduit-demo" },
      }),
  },
  {
    action: "impersonation.started",
    status: 200,
    actor: "staff",
    run: async () => {
      const staff = (await server.sessionFor(STAFF)).access;
      const answer = await server.call(staff, {
        method: "POST",
        url: "/v2/impersonation/users",
        payload: { id: String(await server.userId(ADMIN)), reason: "Ticket SUP-1: checking ports" },
      });
      made.impersonationRefresh = String(json(answer).refresh);
      return answer;
    },
  },
  {
    action: "impersonation.stopped",
    status: 200,
    actor: "staff",
    run: () =>
      server.call(null, {
        method: "POST",
        url: "/v2/impersonation/exit",
        payload: { refresh: made.impersonationRefresh },
      }),
  },
];

describe("every change in a company writes an activity entry", () => {
  for (const entry of CASES) {
    it(`${entry.action}`, async () => {
      const before = await newest(entry.action);
      const response = await entry.run();
      expect(response.statusCode, response.body).toBe(entry.status);
      const after = await newest(entry.action);
      expect(after, `no ${entry.action} entry`).toBeDefined();
      expect(after?.seq).toBeGreaterThan(before?.seq ?? 0);
      expect(after?.actorKind).toBe(entry.actor ?? "user");
      if (entry.targetId) expect(after?.targetId).toBe(entry.targetId());
    });
  }

  it("names the reason staff gave and the staff member, and keeps one chain through it all", async () => {
    const started = await newest("impersonation.started");
    expect(started?.summary).toMatchObject({ after: { reason: "Ticket SUP-1: checking ports" } });
    expect(started?.actor).toMatchObject({ staff: { email: STAFF }, mode: "full" });
    const check = json(await get(ADMIN, "/activity-log/verify"));
    expect(check).toMatchObject({ intact: true, broken_at: null });
    expect(check.checked).toBeGreaterThanOrEqual(CASES.length);
  });
});
