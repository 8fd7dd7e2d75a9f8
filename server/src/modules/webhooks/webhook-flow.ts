import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context.ts";
import type { Database } from "../../db/connect.ts";
import { createWebhookDispatcher, type WebhookDispatcher } from "./webhook-dispatcher.ts";
import { decideWebhookLoopback } from "./webhook-loopback.ts";

/** How often an instance looks for due deliveries (retries come due by the clock). */
const SWEEP_EVERY_MS = 5_000;

export interface WebhookFlow {
  readonly dispatcher: WebhookDispatcher;
  /** Plain http to loopback is allowed (webhook-loopback.ts). */
  readonly allowLoopback: boolean;
}

const FLOWS = new WeakMap<ServerContext, WebhookFlow>();

/**
 * Starts this instance's share of the webhook deliveries: a sweep when it starts (deliveries
 * left pending by a stopped instance go out), one every SWEEP_EVERY_MS, and one after each
 * request that wrote deliveries; stops with the server, after the sweep under way.
 */
export function keepWebhooksFlowing(
  app: FastifyInstance,
  ctx: ServerContext,
  databaseKind: Database["kind"],
): WebhookFlow {
  const allowLoopback = decideWebhookLoopback(ctx.config, databaseKind).on;
  const dispatcher = createWebhookDispatcher(ctx, { allowLoopback, log: app.log });
  const flow = { dispatcher, allowLoopback };
  FLOWS.set(ctx, flow);
  let closing = false;
  const sweep = () => (closing ? Promise.resolve() : dispatcher.sweep());
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook("onReady", async () => {
    ctx.background.start("webhook sweep", sweep);
  });
  app.addHook("onClose", async () => {
    closing = true;
    clearInterval(timer);
    await dispatcher.idle();
  });
  return flow;
}

/** The flow of the instance `ctx` belongs to (routes kick it; tests drive it). */
export function webhookFlowOf(ctx: ServerContext): WebhookFlow {
  const flow = FLOWS.get(ctx);
  if (flow === undefined) throw new Error("webhook deliveries were not started for this server");
  return flow;
}

/** After a request wrote deliveries: send them now rather than at the next tick. */
export function kickDeliveries(ctx: ServerContext): void {
  const flow = FLOWS.get(ctx);
  if (flow !== undefined) ctx.background.start("webhook sweep", () => flow.dispatcher.sweep());
}
