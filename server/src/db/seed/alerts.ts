import { and, eq, inArray } from "drizzle-orm";
import type { AlertRuleRequest } from "../../../../src/core/api/monitoring/alert-rules.ts";
import type { Db } from "../database.ts";
import { alertRules, companyContacts, services } from "../schema.ts";
import type { DemoCompany } from "./demo-accounts.ts";

/** A demo rule: the request's fields, the contacts by address. */
type DemoRule = Omit<AlertRuleRequest, "contacts"> & {
  readonly contactEmails: ReadonlyArray<string>;
};

/**
 * Acme's alert rules (issue 48). The synthetic series are deterministic, so what they do is
 * known: the ports' busy afternoons and bursts cross 60 % now and then (the first rule fires
 * and resolves through the day), and the Dublin port's 1000BASE-LX optic receives about
 * -13 dBm on every sample, a weak link beside its 10G neighbours at -5 to -9 dBm, so the
 * second rule fires at the first evaluation and stays open: the demo always shows an alert.
 */
export const DEMO_ALERT_RULES: Readonly<Record<"acme" | "globex", ReadonlyArray<DemoRule>>> = {
  acme: [
    {
      name: "Busy ports",
      scope: "kind",
      kind: "port",
      metric: "utilisation_pct",
      condition: "above",
      threshold: 60,
      for_minutes: 15,
      severity: "warning",
      enabled: true,
      contactEmails: ["noc@acme.test"],
    },
    {
      name: "Dublin uplink light",
      scope: "service",
      service: "SVC-10009",
      metric: "rx_dbm",
      condition: "below",
      threshold: -12,
      for_minutes: 15,
      severity: "critical",
      enabled: true,
      contactEmails: ["noc@acme.test"],
    },
  ],
  globex: [],
};

export async function seedAlertRules(
  db: Db,
  companyId: Readonly<Record<DemoCompany, number>>,
  now: Date,
): Promise<void> {
  for (const company of ["acme", "globex"] as const) {
    const tenant = companyId[company];
    for (const rule of DEMO_ALERT_RULES[company]) {
      const [service] =
        rule.scope === "service"
          ? await db
              .select({ id: services.id })
              .from(services)
              .where(and(eq(services.companyId, tenant), eq(services.publicId, rule.service ?? "")))
          : [];
      if (rule.scope === "service" && service === undefined)
        throw new Error(`The demo rule ${rule.name} names an unknown service`);
      const contacts = await db
        .select({ id: companyContacts.id })
        .from(companyContacts)
        .where(
          and(
            eq(companyContacts.companyId, tenant),
            inArray(companyContacts.email, [...rule.contactEmails]),
          ),
        );
      await db.insert(alertRules).values({
        companyId: tenant,
        name: rule.name,
        scope: rule.scope,
        serviceId: service?.id ?? null,
        kind: rule.scope === "kind" ? (rule.kind ?? null) : null,
        metric: rule.metric,
        condition: rule.condition,
        threshold: rule.threshold,
        forMinutes: rule.for_minutes,
        severity: rule.severity,
        contacts: contacts.map((contact) => contact.id).sort((left, right) => left - right),
        enabled: rule.enabled,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
}
