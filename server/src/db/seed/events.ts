import {
  type EventNotice,
  eventReference,
} from "../../../../src/core/api/events/event-vocabulary.ts";
import { HOUR_MS } from "../../../../src/core/durations.ts";
import type { Db } from "../database.ts";
import { maintenances, outageRfoDocuments, outages } from "../schema.ts";
import type { DemoCompany } from "./demo-accounts.ts";
import { CORE_MAINTENANCE_NUMBER, demoCoreMaintenance } from "./demo-content.ts";
import { coreMaintenances, DEMO_MAINTENANCES } from "./events-maintenances.ts";
import { DEMO_OUTAGES } from "./events-outages.ts";

function timeline(now: Date, entries: ReadonlyArray<readonly [number, string]>): EventNotice[] {
  return entries.map(([hours, message]) => ({
    at: new Date(now.getTime() + hours * HOUR_MS).toISOString(),
    message,
  }));
}

/** When the first and the last entry of a timeline were written (or `fallback`). */
function firstAndLast(entries: EventNotice[], fallback: Date): [Date, Date] {
  const first = entries[0]?.at;
  const last = entries.at(-1)?.at;
  return [first ? new Date(first) : fallback, last ? new Date(last) : fallback];
}

/**
 * The demo maintenances and outages of Acme and Globex (events-maintenances.ts,
 * events-outages.ts): every state and type, on the companies' demo services, at times
 * relative to `now` so that "upcoming" and "ongoing" stay true whenever the demo is seeded.
 */
export async function seedEvents(
  db: Db,
  companyId: Readonly<Record<DemoCompany, number>>,
  now: Date,
): Promise<void> {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const core = demoCoreMaintenance(now).windowStart;
  const coreHours = (core.getTime() - now.getTime()) / HOUR_MS;
  await db.insert(maintenances).values(
    [...DEMO_MAINTENANCES, ...coreMaintenances(coreHours, CORE_MAINTENANCE_NUMBER)].map((item) => {
      const windowStart = at(item.startHours);
      const updates = timeline(now, item.updates);
      const [createdAt, updatedAt] = firstAndLast(updates, windowStart);
      return {
        companyId: companyId[item.company],
        reference: eventReference("MNT", windowStart, item.number),
        title: item.title,
        state: item.state,
        type: item.type,
        windowStart,
        windowEnd: at(item.startHours + item.durationHours),
        impact: item.impact,
        impactLevel: item.impactLevel,
        location: item.location,
        description: item.description,
        services: [...item.services],
        updates,
        createdAt,
        updatedAt,
      };
    }),
  );

  for (const item of DEMO_OUTAGES) {
    const startedAt = at(item.startedHours);
    const notices = timeline(now, item.notices);
    const [createdAt, updatedAt] = firstAndLast(notices, startedAt);
    const reference = eventReference("INC", startedAt, item.number);
    const [row] = await db
      .insert(outages)
      .values({
        companyId: companyId[item.company],
        reference,
        title: item.title,
        state: item.resolvedHours === undefined ? "ongoing" : "resolved",
        startedAt,
        resolvedAt: item.resolvedHours === undefined ? null : at(item.resolvedHours),
        location: item.location,
        services: [...item.services],
        degraded: item.degraded ?? false,
        notices,
        rootCause: item.rootCause ?? null,
        resolution: item.resolution ?? null,
        createdAt,
        updatedAt,
      })
      .returning({ id: outages.id });
    if (!row || item.rfo.length === 0) continue;
    await db.insert(outageRfoDocuments).values(
      item.rfo.map((document) => ({
        outageId: row.id,
        companyId: companyId[item.company],
        name: `${document.preliminary ? "Preliminary RFO" : "RFO"} ${reference}.pdf`,
        publishedAt: at(document.publishedHours),
      })),
    );
  }
}
