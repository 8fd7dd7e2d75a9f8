import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/src/db/connect.ts";
import type { Database } from "../../server/src/db/database.ts";
import { rowsOf } from "../../server/src/db/raw-rows.ts";
import { WEBHOOK_CRASH_RECOVERY_MS } from "../../server/src/modules/webhooks/webhook-flow.ts";
import { verifyWebhookSignature } from "../../src/core/api/webhooks/webhook-signature.ts";
import { testClock } from "../harness/test-clock.ts";
import { type S3TestServer, startS3TestServer } from "../server/harness/s3-test-server.ts";
import { portOrderForm } from "../server/ordering/port-order-form.ts";
import { type Received, type Receiver, startReceiver } from "../server/webhooks/receiver.ts";
import { type Answer, call, fileForm, signIn } from "./harness/api-client.ts";
import { postgresServerUrl, seededPostgresDatabase } from "./harness/databases.ts";
import { type Balancer, startNginxBalancer } from "./harness/nginx-balancer.ts";
import { type RunningServer, startServerProcess } from "./harness/server-processes.ts";
import { skippedByConfiguration } from "./harness/skipped-by-configuration.ts";

/**
 * Two server processes on one PostgreSQL database and one S3-compatible bucket, behind a real
 * nginx (round-robin, no affinity), as docs/deployment.md describes a deployment: a customer's
 * day runs through the balancer, and one instance is killed with SIGKILL in the middle of it.
 * Reads see no error (nginx passes a failed GET to the other instance), no order is lost or
 * made twice (the client retries a failed POST with its idempotency key), and the survivor
 * carries on alone. Webhooks go to a receiver on this machine, which the instances may reach
 * as the operator's named private receiver (CONDUIT_WEBHOOK_PRIVATE_RECEIVERS): each event
 * arrives, signed, once, and an alert rule made through the balancer fires once, on whichever
 * instance the job queue gave the minute. PGlite cannot be shared by two processes, so this
 * needs TEST_DATABASE_URL.
 */
const serverUrl = postgresServerUrl();
if (!serverUrl) {
  skippedByConfiguration(
    "two instances behind nginx, one killed",
    "TEST_DATABASE_URL (PostgreSQL)",
  );
} else {
  let database: { url: string; drop(): Promise<void> };
  let direct: Database;
  let s3: S3TestServer;
  let bucket: string;
  let a: RunningServer;
  let b: RunningServer;
  let balancer: Balancer;
  let receiver: Receiver;

  beforeAll(async () => {
    database = await seededPostgresDatabase(serverUrl);
    direct = await openDatabase(database.url);
    // The demo's own alert rules switched off before any instance evaluates a minute: "Busy
    // ports" fires and resolves by the hour on the synthetic ports (at 18:10 and 18:15 UTC on
    // 2026-12-07, say), and a run over such a minute sent the NOC a twelfth event this day did
    // not make. The day's own rule is then the only one that fires.
    await direct.db.execute(sql`update alert_rules set enabled = false`);
    s3 = await startS3TestServer();
    bucket = await s3.bucket();
    receiver = await startReceiver();
    const env = {
      DATABASE_URL: database.url,
      ...s3.env(bucket),
      CONDUIT_WEBHOOK_PRIVATE_RECEIVERS: new URL(receiver.url()).origin,
    };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    balancer = await startNginxBalancer([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
  });
  afterAll(async () => {
    await balancer?.stop();
    await a?.kill();
    await b?.kill();
    await direct?.close();
    await database?.drop();
    await s3?.close();
    await receiver?.close();
  });

  /** The instance (host:port) that answered, as nginx reports it. */
  const upstream = (answer: Answer) => answer.headers?.get("x-conduit-upstream") ?? "";
  const via = (method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
    call(balancer.origin, method, path, options);

  const PORT_FORM = portOrderForm("Balanced port", { purchase_order: "PO-LB-1" });

  /**
   * Places an order as the portal does, retrying what failed on the way (the balancer's 502
   * when the instance died holding the request, or no answer) with the same idempotency key.
   */
  async function placeOrder(access: string, key: string): Promise<{ answers: Answer[] }> {
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await via("POST", "/services/orders", {
        token: access,
        json: { idempotency_key: key, type: "port", form: PORT_FORM },
      }).catch((error: unknown) => ({ status: 0, body: String(error) }));
      answers.push(answer);
      if (answer.status === 200 || answer.status === 201) return { answers };
      expect([0, 502, 503, 504], JSON.stringify(answer.body)).toContain(answer.status);
    }
    throw new Error(`order ${key} never placed: ${JSON.stringify(answers.map((x) => x.status))}`);
  }

  async function ordersByKey(prefix: string): Promise<Map<string, number>> {
    const rows = rowsOf<{ key: string; orders: number }>(
      await direct.db.execute(
        sql`select idempotency_key as key, count(*)::int as orders from service_orders where starts_with(idempotency_key, ${prefix}) group by 1`,
      ),
    );
    return new Map(rows.map((row) => [row.key, row.orders]));
  }

  /** The webhook events received, by event id: how many times each came, and its type. */
  function receivedEvents(
    received: readonly Received[],
  ): Map<string, { type: string; times: number }> {
    const events = new Map<string, { type: string; times: number }>();
    for (const each of received) {
      const { id, type } = JSON.parse(each.body) as { id: string; type: string };
      events.set(id, { type, times: (events.get(id)?.times ?? 0) + 1 });
    }
    return events;
  }

  const typesOf = (received: readonly Received[]) =>
    [...receivedEvents(received).values()].map((event) => event.type);

  /** The deliveries the database holds for the endpoint, by event id. */
  async function deliveryRows(endpoint: number) {
    return rowsOf<{ event_id: string; event_type: string; status: string; attempts: number }>(
      await direct.db.execute(
        sql`select event_id, event_type, status, attempts from webhook_deliveries where endpoint_id = ${endpoint}`,
      ),
    );
  }

  describe("two instances behind nginx", () => {
    it("run a customer's day as one server, and carry on when one is killed", {
      // The day itself takes about half a minute; the deliveries' wait below may take the
      // server's whole crash recovery.
      timeout: WEBHOOK_CRASH_RECOVERY_MS + 120_000,
    }, async () => {
      const instances = [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`];

      // Sign in, and the bell's poll: round-robin spreads the calls over both instances.
      const { access } = await signIn(balancer.origin, "admin@acme.test");

      // The NOC's webhook endpoint and an alert rule, made through the balancer first: the
      // rule's first minute of evaluation comes while the day goes on.
      const hook = await via("POST", "/webhooks", {
        token: access,
        json: {
          url: receiver.url("/noc"),
          events: ["order.status_changed", "ticket.updated", "alert.fired"],
          description: "NOC relay behind the balancer",
        },
      });
      expect(hook.status, JSON.stringify(hook.body)).toBe(201);
      const ping = await via("POST", `/webhooks/${hook.body.id}/test`, { token: access });
      expect(ping.status).toBe(202);
      const rule = await via("POST", "/alert-rules", {
        token: access,
        json: {
          name: "Balanced port watch",
          scope: "service",
          service: "SVC-10001",
          metric: "utilisation_pct",
          // Below 100 % of its capacity for five minutes: true of every live port, so the
          // rule fires at its first evaluation.
          condition: "below",
          threshold: 100,
          for_minutes: 5,
          severity: "warning",
          contacts: [],
          enabled: true,
        },
      });
      expect(rule.status, JSON.stringify(rule.body)).toBe(201);
      const polls = [];
      for (let index = 0; index < 4; index++) {
        polls.push(await via("GET", "/notifications?limit=20", { token: access }));
      }
      expect(polls.map((poll) => poll.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(polls.map(upstream))).toEqual(new Set(instances));

      // Upload on one instance, file the ticket, download through the other.
      const upload = await via("POST", "/support/servicedesk/1/add-temp-attachment", {
        token: access,
        form: fileForm("file", "trace.txt", "traceroute 10.0.0.1: 12 hops"),
      });
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
      const types = await via("GET", "/support/ticket-types?limit=100", { token: access });
      const type = types.body.results.find(
        (each: { name: string }) => each.name === "Billing question",
      );
      const ticket = await via("POST", "/support/request", {
        token: access,
        json: {
          request_type: type.id,
          summary: "Behind the balancer",
          description: "Uploaded on one instance, read from the other.",
          attachments: [upload.body.id],
        },
      });
      expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
      const reply = await via("POST", `/support/tickets/${ticket.body.id}/comments`, {
        token: access,
        json: { body: "The trace is attached." },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      const download = `/support/tickets/${ticket.body.id}/attachments/${ticket.body.attachments[0].id}`;
      let fetched = await via("GET", download, { token: access });
      if (upstream(fetched) === upstream(upload))
        fetched = await via("GET", download, { token: access });
      expect(upstream(fetched)).not.toBe(upstream(upload));
      expect(fetched.status).toBe(200);
      expect(fetched.body).toBe("traceroute 10.0.0.1: 12 hops");
      expect(await s3.objectNames(bucket)).toHaveLength(1);

      // An order, and its repeat (a double click) answering the same order.
      const first = await placeOrder(access, "lb-order-before");
      const repeat = await placeOrder(access, "lb-order-before");
      expect(repeat.answers.at(-1)?.status).toBe(200);
      expect(repeat.answers.at(-1)?.body.id).toBe(first.answers.at(-1)?.body.id);

      // Mid-day: polls and orders in flight, and instance A is killed (SIGKILL) among them.
      const keys = Array.from({ length: 6 }, (_, index) => `lb-order-during-${index}`);
      const orders = Promise.all(keys.map((key) => placeOrder(access, key)));
      const during: Answer[] = [];
      const polling = (async () => {
        for (let index = 0; index < 30; index++) {
          during.push(await via("GET", "/notifications?limit=20", { token: access }));
          if (index === 5) void a.kill();
        }
      })();
      await polling;
      const placed = await orders;

      // Not one read failed: nginx passed the ones A dropped to B.
      expect(during.map((poll) => poll.status)).toEqual(during.map(() => 200));
      // Every order exactly once, whatever the client had to retry.
      expect(await ordersByKey("lb-order-")).toEqual(
        new Map([["lb-order-before", 1], ...keys.map((key) => [key, 1] as const)]),
      );
      for (const { answers } of placed) {
        const last = answers.at(-1);
        expect([200, 201]).toContain(last?.status);
      }
      const passedOn = during.filter((poll) => upstream(poll).includes(",")).length;
      const retried = placed.filter(({ answers }) => answers.length > 1).length;
      process.stdout.write(
        `reliability: load balancer: A killed after 6 of 30 polls; ${passedOn} poll(s) passed on to B by nginx, ${retried} of 6 orders retried with their key\n`,
      );

      // The survivor carries on: sign-in, poll, the file, a new order, all on B.
      const again = await signIn(balancer.origin, "admin@acme.test");
      const after = await via("GET", "/notifications?limit=20", { token: again.access });
      expect(after.status).toBe(200);
      const file = await via("GET", download, { token: access });
      expect([file.status, file.body]).toEqual([200, "traceroute 10.0.0.1: 12 hops"]);
      expect(upstream(file).split(", ").at(-1)).toBe(`127.0.0.1:${b.port}`);
      const late = await placeOrder(again.access, "lb-order-after");
      expect(late.answers.at(-1)?.status).toBe(201);
      expect((await via("GET", "/ready")).status).toBe(200);

      // Every event reached the NOC: the ping, the reply, eight orders and the alert, which
      // the queue's minute evaluates on one instance (it may wait for that minute). A delivery
      // A held when it was killed waits for the server's crash recovery (webhook-flow.ts): a
      // run of 2026-12-07 received 9 of the 11 within the 150 s this wait allowed before.
      const orderEvents = 1 + keys.length + 1;
      await receiver.until((received) => {
        const types = typesOf(received.filter((each) => each.path === "/noc"));
        return (
          types.filter((type) => type === "order.status_changed").length === orderEvents &&
          types.includes("ticket.updated") &&
          types.includes("alert.fired")
        );
      }, WEBHOOK_CRASH_RECOVERY_MS + 30_000);
      const noc = receiver.received.filter((each) => each.path === "/noc");
      const events = receivedEvents(noc);
      expect([...events.values()].map((event) => event.type).sort()).toEqual(
        [
          "alert.fired",
          "ping",
          "ticket.updated",
          ...Array.from({ length: orderEvents }, () => "order.status_changed"),
        ].sort(),
      );
      for (const each of noc) {
        const signature = each.headers["conduit-signature"];
        const check = await verifyWebhookSignature(
          hook.body.secret,
          each.body,
          typeof signature === "string" ? signature : undefined,
          testClock.now(),
        );
        expect(check).toEqual({ ok: true });
      }
      // Once each: a second receipt only for a try that A had sent when it died (the same
      // event id, which a receiver drops), never because both instances sent it.
      const rows = await deliveryRows(Number(hook.body.id));
      expect(rows, JSON.stringify(rows, null, 1)).toHaveLength(events.size);
      for (const row of rows) {
        expect(events.get(row.event_id)?.times ?? 0).toBeGreaterThanOrEqual(1);
        expect(events.get(row.event_id)?.times ?? 0).toBeLessThanOrEqual(row.attempts);
      }
      const twice = [...events.values()].filter((event) => event.times > 1).length;
      expect(twice).toBeLessThanOrEqual(1);

      // The alert fired once, one notification to the administrator, however many
      // instances offered to evaluate its minute.
      const alerts = rowsOf<{ n: number }>(
        await direct.db.execute(
          sql`select count(*)::int as n from alerts where rule_name = 'Balanced port watch'`,
        ),
      );
      expect(alerts[0]?.n).toBe(1);
      const told = rowsOf<{ n: number }>(
        await direct.db.execute(sql`select count(*)::int as n from notifications n
          join users u on u.id = n.user_id
          where u.email = 'admin@acme.test' and n.message like '%Balanced port watch%'`),
      );
      expect(told[0]?.n).toBe(1);
      process.stdout.write(
        `reliability: load balancer: ${events.size} webhook events received (${twice} twice), the alert fired once\n`,
      );
    });
  });
}
