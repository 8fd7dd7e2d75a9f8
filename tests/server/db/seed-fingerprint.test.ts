import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/src/db/database.ts";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { seedIfEmpty } from "../../../server/src/db/seed/seed.ts";
import { openTestDatabase } from "../harness/test-database.ts";

// A fixed seeding time far from the clock: seeded times are stored as offsets from it, while
// columns the database fills with its own clock (defaults) read as "clock".
const NOW = new Date("2020-01-01T00:00:00Z");
const YEAR = 365 * 24 * 60 * 60 * 1000;
const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d/;

/** Secrets are salted per run: only whether one is set is part of the fingerprint. */
const isSecret = (column: string) => /hash|token|secret|salt/.test(column);

function normalise(column: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (isSecret(column)) return "set";
  const time =
    value instanceof Date
      ? value
      : typeof value === "string" && TIMESTAMP.test(value)
        ? new Date(value)
        : null;
  if (time) {
    const offset = time.getTime() - NOW.getTime();
    return Math.abs(offset) > YEAR ? "clock" : offset;
  }
  if (typeof value === "bigint") return value.toString();
  return value;
}

/**
 * Recorded from the seed before its data moved into tables; the refactor must keep it. Issue 14
 * added the services tables and pointed the notifications at seeded services; issue 13 gave
 * notifications a generated search_text column (lowered message) for its trigram index and
 * users generated lastname_key and firstname_key columns for its name index. Issue 15 added
 * 24 months of invoices per company derived from the services and its support plan, and pointed
 * the invoice notifications at the invoice they name. Issue 50 gave every row its time from
 * the seed's clock (companies, users and radio devices no longer take the database's), chose
 * the unpaid invoices by rule, dated the invoice notifications by their invoice, and named the
 * Frankfurt maintenance night of the banner and its notification by its date. Issue 40 made the
 * data obey the domain's rules (seed-domain-rules.test.ts): ports live before their
 * connections, the "now live" notifications name ports that just went live, no 0 Mbps service
 * (the remote hands service became a cross connect), renewing contract lines run on month by
 * month while ceased and cancelling ones end, and the invited user holds a working invite.
Issue 40 also put the banner's maintenance night in both customers' maintenance lists (a
"Core network software upgrade" each) and pointed the ticket notifications at real tickets;
issue 42 added the (empty) service_changes table. Issue 48 added Acme's two demo alert rules
(alert_rules) and the empty alerts and alert_evaluations tables.
 */
const EXPECTED = {
  counts: {
    account_managers: 2,
    action_codes: 1,
    activity_log: 0,
    activity_log_heads: 0,
    alert_evaluations: 0,
    alert_rules: 2,
    alerts: 0,
    api_keys: 0,
    authenticators: 0,
    backup_codes: 0,
    banner_alerts: 1,
    billing_reference_log: 0,
    captchas: 0,
    calendar_feeds: 0,
    cease_orders: 1,
    cease_reasons: 7,
    changelog: 3,
    companies: 3,
    company_cnis: 3,
    company_contacts: 5,
    company_sites: 4,
    contract_lines: 42,
    credit_notes: 0,
    currencies: 5,
    customer_accounts: 2,
    feature_requests: 0,
    impersonation_audit: 0,
    invoice_disputes: 0,
    invoice_lines: 531,
    invoices: 48,
    list_counts: 13,
    locations: 9,
    login_attempts: 0,
    maintenances: 15,
    network_service_members: 10,
    network_services: 4,
    notification_counts: 6,
    notification_settings: 72,
    notifications: 25,
    one_time_codes: 0,
    outage_rfo_documents: 5,
    outages: 7,
    outbox: 0,
    permission_log: 0,
    pops: 8,
    product_categories: 4,
    products: 9,
    refresh_tokens: 0,
    registrations: 0,
    rf_device_interfaces: 28,
    rf_device_thresholds: 84,
    rf_devices: 28,
    rf_logs: 6,
    service_changes: 0,
    service_exports: 0,
    service_order_drafts: 0,
    service_orders: 0,
    services: 50,
    support_activity: 120,
    support_attachments: 0,
    support_classifications: 18,
    support_comments: 44,
    support_followers: 45,
    support_request_types: 4,
    support_statuses: 5,
    support_template_fields: 11,
    support_ticket_exports: 0,
    support_tickets: 36,
    support_transitions: 10,
    system_settings: 0,
    token_families: 0,
    user_permissions: 51,
    users: 12,
    variables: 4,
    webhook_deliveries: 0,
    webhook_endpoints: 0,
  },
  digests: {
    account_managers: "2feb5a6d2468b3b5",
    action_codes: "48ad252e68c6acc5",
    activity_log: "e3b0c44298fc1c14",
    activity_log_heads: "e3b0c44298fc1c14",
    alert_evaluations: "e3b0c44298fc1c14",
    alert_rules: "edf4555e34ea8bdb",
    alerts: "e3b0c44298fc1c14",
    api_keys: "e3b0c44298fc1c14",
    authenticators: "e3b0c44298fc1c14",
    backup_codes: "e3b0c44298fc1c14",
    banner_alerts: "dce97021b2365618",
    billing_reference_log: "e3b0c44298fc1c14",
    captchas: "e3b0c44298fc1c14",
    calendar_feeds: "e3b0c44298fc1c14",
    cease_orders: "856e6dd65db3898b",
    cease_reasons: "991e65812b4ab5ce",
    changelog: "8007b5c8ef525e6f",
    companies: "aec5bb3fb94d7fe7",
    company_cnis: "34f5950816ae3c21",
    company_contacts: "fec63d5caf0d9b4d",
    company_sites: "1c77fcea9c7f5c28",
    contract_lines: "4373b862340fa7d7",
    credit_notes: "e3b0c44298fc1c14",
    currencies: "f4025e7f031912b2",
    customer_accounts: "8424fae351ca58d7",
    feature_requests: "e3b0c44298fc1c14",
    impersonation_audit: "e3b0c44298fc1c14",
    invoice_disputes: "e3b0c44298fc1c14",
    invoice_lines: "d264cde1eef1bdb6",
    invoices: "25bf56b27bb74dde",
    list_counts: "80eb0c0fe14d51d4",
    locations: "d6a5842abb3ca53a",
    login_attempts: "e3b0c44298fc1c14",
    maintenances: "3749ddcf40d79d6d",
    network_service_members: "863663b2fedf61a1",
    network_services: "3077242d07d0fd3a",
    notification_counts: "38442e72e563ad1e",
    notification_settings: "30b8c00778e5419b",
    notifications: "c5094da77983d872",
    one_time_codes: "e3b0c44298fc1c14",
    outage_rfo_documents: "df78a30b36d57a09",
    outages: "f46f2f52667697e5",
    outbox: "e3b0c44298fc1c14",
    permission_log: "e3b0c44298fc1c14",
    pops: "ea92a6e641029ef1",
    product_categories: "9dba4858c7d3b15b",
    products: "ce524f3fa9dbe8cf",
    refresh_tokens: "e3b0c44298fc1c14",
    registrations: "e3b0c44298fc1c14",
    rf_device_interfaces: "4adbaad806eaa343",
    rf_device_thresholds: "fb18585569a8a1c2",
    rf_devices: "04243ce486f9ce57",
    rf_logs: "74f742caf47842e6",
    service_changes: "e3b0c44298fc1c14",
    service_exports: "e3b0c44298fc1c14",
    service_order_drafts: "e3b0c44298fc1c14",
    service_orders: "e3b0c44298fc1c14",
    services: "7b75d6d426d2fde3",
    support_activity: "676ae866520d3e61",
    support_attachments: "e3b0c44298fc1c14",
    support_classifications: "949ccbe56821a3b9",
    support_comments: "ddc1cb7671d7bc60",
    support_followers: "93a4fa9363a485b2",
    support_request_types: "c2721b52bff89ec5",
    support_statuses: "934450977040b6a3",
    support_template_fields: "31a6cce88a577ce1",
    support_ticket_exports: "e3b0c44298fc1c14",
    support_tickets: "881bd175ea3aa74d",
    support_transitions: "6122e337f60ab647",
    system_settings: "e3b0c44298fc1c14",
    token_families: "e3b0c44298fc1c14",
    user_permissions: "4faff92378f4ca68",
    users: "c5ba19d94203b3a3",
    variables: "aa138c31a40dfc1b",
    webhook_deliveries: "e3b0c44298fc1c14",
    webhook_endpoints: "e3b0c44298fc1c14",
  },
};

const USER_EMAILS = [
  "admin@acme.test",
  "viewer@acme.test",
  "billing@acme.test",
  "support@acme.test",
  "otp@acme.test",
  "inactive@acme.test",
  "admin@globex.test",
  "staff@conduit.test",
  "auditor@conduit.test",
  "noc@acme.test",
  "finance@globex.test",
  "new.hire@acme.test",
];

async function fingerprint(database: Database) {
  const tables = rowsOf<{ table_name: string }>(
    await database.db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.table_name);
  const counts: Record<string, number> = {};
  const digests: Record<string, string> = {};
  for (const table of tables) {
    if (table.startsWith("__drizzle")) continue;
    const rows = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`select * from ${sql.identifier(table)}`),
    );
    const lines = rows
      .map((row) =>
        JSON.stringify(
          Object.keys(row)
            .sort()
            .map((column) => [column, normalise(column, row[column])]),
        ),
      )
      .sort();
    counts[table] = rows.length;
    digests[table] = createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16);
  }
  return { counts, digests };
}

async function column(database: Database, query: ReturnType<typeof sql>) {
  return rowsOf<{ v: string }>(await database.db.execute(query)).map((row) => row.v);
}

describe("the seeded demo database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedIfEmpty(database.db, NOW);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("has the recorded row counts and contents in every table", async () => {
    const print = await fingerprint(database);
    expect(print.counts).toEqual(EXPECTED.counts);
    expect(print.digests).toEqual(EXPECTED.digests);
  });

  it("has the demo people in their order", async () => {
    expect(await column(database, sql`select email as v from users order by id`)).toEqual(
      USER_EMAILS,
    );
  });

  it("has the demo companies in their order", async () => {
    expect(await column(database, sql`select name as v from companies order by id`)).toEqual([
      "Conduit Networks",
      "Acme Corp",
      "Globex",
    ]);
  });
});
