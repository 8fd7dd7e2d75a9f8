import { and, eq, inArray } from "drizzle-orm";
import {
  ALERT_SEVERITY_LABELS,
  type AlertCondition,
  type AlertMetric,
  type AlertSeverity,
  alertConditionText,
  alertValueText,
} from "../../../../src/core/api/monitoring/alert-vocabulary.ts";
import { utcMinuteText } from "../../../../src/core/format/utc-minute.ts";
import type { ServerContext } from "../../context.ts";
import { companyContacts } from "../../db/schema.ts";
import { portalLink } from "../../mail/portal-link.ts";
import { deliverNews } from "../notifications/deliver.ts";
import { serviceReaderIds } from "../services/service-news.ts";

/** An alert that fired (state "open") or resolved at one evaluation. */
export interface AlertTransition {
  readonly companyId: number;
  readonly alertId: number;
  readonly state: "open" | "resolved";
  readonly rule: {
    readonly id: number;
    readonly name: string;
    readonly contacts: ReadonlyArray<number>;
  };
  readonly service: { readonly id: string; readonly name: string };
  readonly metric: AlertMetric;
  readonly condition: AlertCondition;
  readonly threshold: number;
  readonly forMinutes: number;
  readonly severity: AlertSeverity;
  readonly started: Date;
  readonly ended: Date | null;
  readonly peak: number;
}

/** The page the news leads to: the alert history, open alerts of that service. */
export const ALERTS_PAGE = "/monitoring/alerts";

/** The data of an alert.fired / alert.resolved webhook event (ids strings, times ISO UTC). */
export function alertEventData(alert: AlertTransition): Readonly<Record<string, unknown>> {
  return {
    alert: {
      id: String(alert.alertId),
      state: alert.state,
      rule: { id: String(alert.rule.id), name: alert.rule.name },
      service: alert.service,
      metric: alert.metric,
      condition: alert.condition,
      threshold: alert.threshold,
      for_minutes: alert.forMinutes,
      severity: alert.severity,
      started: alert.started.toISOString(),
      ended: alert.ended?.toISOString() ?? null,
      peak: alert.peak,
    },
  };
}

/** The one line the notification and the mail's subject open with. */
export function alertHeadline(alert: AlertTransition): string {
  const what = `${alert.rule.name} on ${alert.service.name} (${alert.service.id})`;
  return alert.state === "open"
    ? `${ALERT_SEVERITY_LABELS[alert.severity]} alert: ${what}`
    : `Resolved: ${what}`;
}

function alertMessage(alert: AlertTransition): string {
  const condition = alertConditionText({
    metric: alert.metric,
    condition: alert.condition,
    threshold: alert.threshold,
    for_minutes: alert.forMinutes,
  });
  const peak = alertValueText(alert.metric, alert.peak);
  return alert.state === "open"
    ? `${alertHeadline(alert)}. ${condition}, since ${utcMinuteText(alert.started)}; peak ${peak}.`
    : `${alertHeadline(alert)}. ${condition} ended at ${utcMinuteText(alert.ended ?? alert.started)}; peak ${peak}.`;
}

/**
 * Tells each alert that fired or resolved: a notification to the company's users who read
 * services (on the channels their "Service status" settings keep), and a mail to each of the
 * rule's contacts, with an absolute link to the alert history.
 */
export async function tellAlertTransitions(
  ctx: ServerContext,
  transitions: ReadonlyArray<AlertTransition>,
): Promise<void> {
  for (const alert of transitions) {
    const message = alertMessage(alert);
    await deliverNews(ctx, await serviceReaderIds(ctx, alert.companyId), {
      topic: "services",
      message,
      url: ALERTS_PAGE,
      relatedModule: "services",
      mailSubject: alertHeadline(alert),
    });
    if (alert.rule.contacts.length === 0) continue;
    const contacts = await ctx.db
      .select({ email: companyContacts.email })
      .from(companyContacts)
      .where(
        and(
          eq(companyContacts.companyId, alert.companyId),
          inArray(companyContacts.id, [...alert.rule.contacts]),
        ),
      )
      .orderBy(companyContacts.id);
    const addresses = [...new Set(contacts.map((contact) => contact.email.toLowerCase()))];
    for (const address of addresses) {
      await ctx.mailer.send({
        to: address,
        subject: alertHeadline(alert),
        body: `${message}\n\nOpen it in the portal: ${portalLink(ctx, ALERTS_PAGE)}\n\nYou receive this as a contact named by the alert rule "${alert.rule.name}"; a user who may change monitoring edits the rule under Monitoring, Alerts: ${portalLink(ctx, ALERTS_PAGE)}`,
        kind: alert.state === "open" ? "alert:fired" : "alert:resolved",
      });
    }
  }
}
