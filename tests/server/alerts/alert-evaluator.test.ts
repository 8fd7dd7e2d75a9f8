import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { evaluateAlerts } from "../../../server/src/modules/alerts/alert-evaluator.ts";
import { ALERT_LIST } from "../../../src/core/api/monitoring/alerts.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";
import { ruleBody, SAMPLE_MS, scriptedSource } from "./alert-kit.ts";

let server: TestServer;
const { read, get, post } = supportCalls(() => server);
const ADMIN = "admin@acme.test";
const NAME = "Scripted SVC-10001";

/** Sample k of the script: five-minute boundaries from a fixed point after the seed. */
let origin = 0;
const sample = (k: number) => origin + k * SAMPLE_MS;
/** SVC-10001 is busy (80 %, 95 % at sample 4) for samples 1 to 6, quiet (10 %) otherwise. */
const source = scriptedSource("service:SVC-10001", (time) => {
  if (time === sample(4)) return 0.95;
  return time >= sample(1) && time < sample(7) ? 0.8 : 0.1;
});
/** Evaluates at 30 seconds past the start of sample k (its sample is then under way). */
const evaluateAt = (k: number, seconds = 30) =>
  evaluateAlerts(server.ctx, new Date(sample(k) + seconds * 1000), source);

let ruleId = "";

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await server.ctx.db.execute(query));
  return Number(row?.n ?? 0);
}
const notices = (prefix: string) =>
  count(sql`select count(*) as n from notifications n join users u on u.id = n.user_id
    where u.email = ${ADMIN} and n.message like ${`${prefix}%${NAME}%`}`);
const mails = (kind: string) =>
  count(sql`select count(*) as n from outbox where recipient = 'noc@acme.test' and kind = ${kind}
    and subject like ${`%${NAME}%`}`);
const events = (type: string) =>
  count(sql`select count(*) as n from webhook_deliveries where event_type = ${type}
    and body like ${`%${NAME}%`}`);

beforeAll(async () => {
  server = await startTestServer();
  origin = Math.floor(server.ctx.now().getTime() / SAMPLE_MS) * SAMPLE_MS + 10 * 86_400_000;
  const contacts = (await get(ADMIN, "/contacts?limit=100")).json().results as Array<{
    id: string;
    email: string;
  }>;
  const noc = contacts.find((contact) => contact.email === "noc@acme.test")?.id ?? "";
  const rule = await post(ADMIN, "/alert-rules", ruleBody({ name: NAME, contacts: [noc] }));
  expect(rule.statusCode, rule.body).toBe(201);
  ruleId = rule.json().id;
  const hook = await post(ADMIN, "/webhooks", {
    url: "https://203.0.113.10/alerts",
    events: ["alert.fired", "alert.resolved"],
    description: "Alerts",
  });
  expect(hook.statusCode, hook.body).toBe(201);
});
afterAll(() => server.close());

const ruleAlerts = async () =>
  (await read(ALERT_LIST.response, ADMIN, `/alerts?rule=${ruleId}`)).results;

describe("the alert evaluator", () => {
  it("does not fire while the condition has held for less than N minutes", async () => {
    // Samples 1 and 2 are complete and busy: 10 minutes of the rule's 15.
    expect((await evaluateAt(3)).evaluated).toBe(true);
    expect(await ruleAlerts()).toEqual([]);
  });

  it("fires once it held for N minutes, from the run's first sample, and tells it once", async () => {
    const result = await evaluateAt(4);
    expect(result.evaluated).toBe(true);
    const [alert] = await ruleAlerts();
    expect(alert).toMatchObject({
      rule: { id: ruleId, name: NAME },
      service: { id: "SVC-10001" },
      severity: "critical",
      state: "open",
      started: new Date(sample(1)).toISOString(),
      ended: null,
      peak: 80,
    });
    expect(await notices("Critical alert")).toBe(1);
    expect(await mails("alert:fired")).toBe(1);
    expect(await events("alert.fired")).toBe(1);
    const mail = server.mail.newest("noc@acme.test", "alert:fired");
    expect(mail?.body).toContain(`${server.ctx.config.portalUrl}/monitoring/alerts`);
    // The same minute again (another offer of this instance, or another instance): nothing.
    expect((await evaluateAt(4, 50)).evaluated).toBe(false);
    expect(await ruleAlerts()).toHaveLength(1);
    expect(await notices("Critical alert")).toBe(1);
  });

  it("stays open while it breaches, keeping the peak, and resolves at the first quiet sample", async () => {
    await evaluateAt(5);
    expect((await ruleAlerts())[0]).toMatchObject({ state: "open", peak: 95 });
    await evaluateAt(7);
    expect((await ruleAlerts())[0]).toMatchObject({ state: "open", peak: 95 });
    await evaluateAt(8);
    const [alert] = await ruleAlerts();
    expect(alert).toMatchObject({
      state: "resolved",
      started: new Date(sample(1)).toISOString(),
      ended: new Date(sample(7)).toISOString(),
      peak: 95,
    });
    expect(await notices("Resolved")).toBe(1);
    expect(await mails("alert:resolved")).toBe(1);
    expect(await events("alert.resolved")).toBe(1);
    expect(await events("alert.fired")).toBe(1);
    await evaluateAt(9);
    expect(await ruleAlerts()).toHaveLength(1);
  });

  it("filters the history by state and severity and exports it as CSV", async () => {
    expect(
      (await read(ALERT_LIST.response, ADMIN, `/alerts?rule=${ruleId}&state=open`)).count,
    ).toBe(0);
    expect(
      (
        await read(
          ALERT_LIST.response,
          ADMIN,
          `/alerts?rule=${ruleId}&state=resolved&severity=critical,warning`,
        )
      ).count,
    ).toBe(1);
    expect(
      (await read(ALERT_LIST.response, ADMIN, `/alerts?rule=${ruleId}&severity=info`)).count,
    ).toBe(0);
    expect(
      (await read(ALERT_LIST.response, ADMIN, `/alerts?rule=${ruleId}&service=SVC-10003`)).count,
    ).toBe(0);
    expect((await get(ADMIN, "/alerts?state=closed")).statusCode).toBe(400);
    const csv = await get(ADMIN, `/alerts?rule=${ruleId}&export=true`);
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.trim().split(/\r?\n/u);
    expect(header).toBe(ALERT_LIST.csvColumns?.join(","));
    expect(row).toContain(`${NAME},SVC-10001`);
    expect(row).toContain(",resolved,");
    expect(row?.endsWith(",95")).toBe(true);
    expect(
      (await read(ALERT_LIST.response, "admin@globex.test", `/alerts?rule=${ruleId}`)).count,
    ).toBe(0);
  });

  it("fires the demo's Dublin light rule on the synthetic telemetry at the server's clock", async () => {
    // Later than the scripted minutes: an earlier minute than the last evaluated is never evaluated.
    expect((await evaluateAlerts(server.ctx, new Date(sample(20) + 30_000))).evaluated).toBe(true);
    const open = await read(ALERT_LIST.response, ADMIN, "/alerts?state=open&service=SVC-10009");
    // (Busy ports may be open on it too, by the time of day.)
    const light = open.results.filter((alert) => alert.rule.name === "Dublin uplink light");
    expect(light).toHaveLength(1);
    const [alert] = light;
    expect(alert).toMatchObject({ severity: "critical", metric: "rx_dbm", condition: "below" });
    expect(alert?.peak).toBeLessThan(-12);
    expect(alert?.peak).toBeGreaterThan(-15);
  });
});
