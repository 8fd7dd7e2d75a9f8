import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context.ts";
import { jobsOf } from "../../jobs/server-jobs.ts";
import type { ServerMetrics } from "../../metrics/metrics.ts";
import { evaluateAlerts } from "./alert-evaluator.ts";
import { defineAlertNews } from "./alert-news-jobs.ts";

/**
 * Starts the alert evaluations (issue 48): one when the server is ready, then one a minute as
 * a recurring job of the job queue (docs/jobs.md), which runs each minute's occurrence on one
 * of the instances; evaluateAlerts' lease on the minute stays the guarantee that a minute is
 * evaluated once (the start-up evaluation of several instances meets it too). Each runs at
 * the server's clock and stops with the server. CONDUIT_ALERT_EVALUATION=off
 * leaves it to other instances (and the test servers, which evaluate at their own clock).
 */
export function keepAlertsEvaluated(
  app: FastifyInstance,
  ctx: ServerContext,
  metrics: ServerMetrics,
): void {
  // Every instance tells alert news (a job another instance's evaluation may have written).
  defineAlertNews(ctx);
  if (!ctx.config.alertEvaluation) return;
  let closing = false;
  let running: Promise<void> = Promise.resolve();
  const evaluate = () => {
    if (closing) return running;
    running = evaluateAlerts(ctx, ctx.now()).then(
      (result) => metrics.countAlertEvaluation(result.evaluated ? "evaluated" : "skipped"),
      (error: unknown) => {
        metrics.countAlertEvaluation("failed");
        app.log.error({ err: error }, "alert evaluation failed");
      },
    );
    return running;
  };
  jobsOf(ctx).recurring({ name: "alert-evaluation", cron: "* * * * *", run: evaluate });
  app.addHook("onReady", async () => {
    ctx.background.start("alert evaluation", evaluate);
  });
  app.addHook("onClose", async () => {
    closing = true;
    await running;
  });
}
