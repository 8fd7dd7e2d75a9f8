import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/database.ts";
import type { Mailer } from "../mail/mailer.ts";

export type WebhookTryResult = "delivered" | "retrying" | "given_up" | "refused";

/** The webhook deliveries waiting, as the database holds them. */
export interface WebhookBacklog {
  readonly pending: number;
  readonly due: number;
  readonly oldestDueSeconds: number;
}

/** Seconds: the API answers in milliseconds; uploads and exports can take minutes. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

/**
 * The server's Prometheus metrics, one registry per app (tests build many apps in a process;
 * prom-client's global registry would refuse the second's metrics):
 * - conduit_http_requests_total and conduit_http_request_duration_seconds, by method, route
 *   pattern (`/v2/users/:id`, never the raw URL: one series per route, not per record) and
 *   status; requests no route matched count under route "unmatched";
 * - conduit_db_pool_connections (total, idle) and conduit_db_pool_waiting (PostgreSQL pool);
 * - conduit_mail_deliveries_total by result (sent, kept: no SMTP, failed) and
 *   conduit_mail_delivery_seconds, from the mail's outbox write to the SMTP server's answer;
 * - conduit_webhook_tries_total by result (delivered; retrying: the receiver failed and a
 *   later try is due; given_up: the last try of its 24 hours failed; refused: the address is
 *   not one a delivery may reach), conduit_webhook_delivery_lag_seconds from the event (or the
 *   redelivery asked for) to the receiver's 2xx, and conduit_webhook_backlog (deliveries
 *   pending, and due but not yet taken) with conduit_webhook_oldest_due_seconds, read from the
 *   database at each scrape (modules/webhooks/webhook-backlog.ts), the same on every instance;
 * - conduit_alert_evaluations_total by result (evaluated, skipped: another instance had the
 *   minute, failed), one per minute and instance (modules/alerts/alert-schedule.ts);
 * - Node's process metrics (event-loop lag, heap, CPU, handles), prefixed conduit_.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"method" | "route" | "status">;
  private readonly latency: Histogram<"method" | "route" | "status">;
  private readonly deliveries: Counter<"result">;
  private readonly delivery: Histogram<"result">;
  private readonly alertEvaluations: Counter<"result">;
  private readonly webhookTries: Counter<"result">;
  private readonly webhookLag: Histogram;

  constructor(database: Database) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: "conduit_" });
    this.requests = new Counter({
      name: "conduit_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status.",
      labelNames: ["method", "route", "status"],
      registers,
    });
    this.latency = new Histogram({
      name: "conduit_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by method, route pattern and status.",
      labelNames: ["method", "route", "status"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.deliveries = new Counter({
      name: "conduit_mail_deliveries_total",
      help: "Mails written to the outbox, by result: sent, kept (no SMTP configured), failed.",
      labelNames: ["result"],
      registers,
    });
    this.delivery = new Histogram({
      name: "conduit_mail_delivery_seconds",
      help: "Time from a mail's outbox write to the SMTP server's answer, by result.",
      labelNames: ["result"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.alertEvaluations = new Counter({
      name: "conduit_alert_evaluations_total",
      help: "Alert evaluations offered, by result: evaluated, skipped (another instance had the minute), failed.",
      labelNames: ["result"],
      registers,
    });
    this.webhookTries = new Counter({
      name: "conduit_webhook_tries_total",
      help: "Webhook delivery tries, by result: delivered, retrying, given_up, refused.",
      labelNames: ["result"],
      registers,
    });
    this.webhookLag = new Histogram({
      name: "conduit_webhook_delivery_lag_seconds",
      help: "Time from a webhook event (or a redelivery asked for) to its receiver's 2xx.",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const pool = database.poolStats;
    if (pool) {
      new Gauge({
        name: "conduit_db_pool_connections",
        help: "Connections of the PostgreSQL pool, by state (total, idle).",
        labelNames: ["state"],
        registers,
        collect() {
          const stats = pool();
          this.set({ state: "total" }, stats.total);
          this.set({ state: "idle" }, stats.idle);
        },
      });
      new Gauge({
        name: "conduit_db_pool_waiting",
        help: "Queries waiting for a connection of the PostgreSQL pool.",
        registers,
        collect() {
          this.set(pool().waiting);
        },
      });
    }
  }

  /** Counts one answered request; `route` is the matched pattern, or null when none matched. */
  observeRequest(method: string, route: string | null, status: number, seconds: number): void {
    const labels = { method, route: route ?? "unmatched", status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  /** Counts one offered alert evaluation by how it ended. */
  countAlertEvaluation(result: "evaluated" | "skipped" | "failed"): void {
    this.alertEvaluations.inc({ result });
  }

  /** Counts one webhook try by how it ended; a delivered one with its lag since the event. */
  countWebhookTry(result: WebhookTryResult, lagSeconds?: number): void {
    this.webhookTries.inc({ result });
    if (lagSeconds !== undefined) this.webhookLag.observe(Math.max(0, lagSeconds));
  }

  /**
   * Reports the deliveries waiting, read at each scrape by `read` (the database's view, the
   * same from every instance: take one instance's figure, not the sum).
   */
  watchWebhookBacklog(read: () => Promise<WebhookBacklog>): void {
    const registers = [this.registry];
    // A scrape collects every metric at once: both gauges share one read of the database.
    let reading: Promise<WebhookBacklog> | null = null;
    const backlog = () =>
      (reading ??= read().finally(() => {
        reading = null;
      }));
    new Gauge({
      name: "conduit_webhook_backlog",
      help: "Webhook deliveries waiting, by state: pending (due or not), due (due and not yet taken).",
      labelNames: ["state"],
      registers,
      async collect() {
        const { pending, due } = await backlog();
        this.set({ state: "pending" }, pending);
        this.set({ state: "due" }, due);
      },
    });
    new Gauge({
      name: "conduit_webhook_oldest_due_seconds",
      help: "How long the oldest due webhook delivery has waited (0 when none is due).",
      registers,
      async collect() {
        this.set((await backlog()).oldestDueSeconds);
      },
    });
  }

  /** The mailer, measured: how each mail ended and how long its delivery took. */
  measureMail(mailer: Mailer, smtp: boolean): Mailer {
    return {
      send: async (mail) => {
        const started = performance.now();
        const result = (outcome: string) => {
          this.deliveries.inc({ result: outcome });
          this.delivery.observe({ result: outcome }, (performance.now() - started) / 1000);
        };
        try {
          await mailer.send(mail);
          result(smtp ? "sent" : "kept");
        } catch (error) {
          result("failed");
          throw error;
        }
      },
    };
  }
}
