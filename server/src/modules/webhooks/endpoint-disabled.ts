import type { FastifyBaseLogger } from "fastify";
import type { ServerContext } from "../../context.ts";
import { deliverNews } from "../notifications/deliver.ts";
import { activeAdministratorIds } from "../users/administrators.ts";

/**
 * Tells the company's administrators that an endpoint was switched off after 24 hours of
 * failed deliveries: a portal notification and a mail each (the outbox), as their settings
 * for the users topic say.
 */
export async function tellEndpointDisabled(
  ctx: ServerContext,
  companyId: number,
  endpointId: number,
  url: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const host = URL.canParse(url) ? new URL(url).host : url;
  log.warn(
    { event: "webhook.disabled", webhook: endpointId, company_id: companyId },
    "webhook disabled",
  );
  const admins = await activeAdministratorIds(ctx.db, companyId);
  await deliverNews(ctx, admins.map(Number), {
    topic: "users",
    message: `The webhook to ${host} was switched off: every delivery failed for 24 hours. Check the receiver, then switch it on again.`,
    url: `/account-settings/webhooks`,
    relatedModule: "users",
    mailSubject: `Webhook to ${host} switched off`,
  });
}
