import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context.ts";
import type { ServerMetrics } from "../../metrics/metrics.ts";
import { evaluateAlerts } from "./alert-evaluator.ts";

/** How often an instance offers to evaluate: each minute is evaluated once, by one of them. */
const EVALUATE_EVERY_MS = 60_000;

/**
 * Starts this instance's alert evaluations (issue 48): one when the server is ready and one a
 * minute after, each at the server's clock; evaluateAlerts' lease makes sure only one
 * instance evaluates a minute. Stops with the server. The scheduling is all here, so the
 * evaluation can become a job of a queue without touching it. CONDUIT_ALERT_EVALUATION=off
 * leaves it to other instances (and the test servers, which evaluate at their own clock).
 */
export function keepAlertsEvaluated(
  app: FastifyInstance,
  ctx: ServerContext,
  metrics: ServerMetrics,
): void {
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
  const timer = setInterval(evaluate, EVALUATE_EVERY_MS);
  timer.unref();
  app.addHook("onReady", async () => {
    ctx.background.start("alert evaluation", evaluate);
  });
  app.addHook("onClose", async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
