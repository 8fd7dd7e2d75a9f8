import { inArray } from "drizzle-orm";
import {
  type TicketFieldValue,
  templateValueText,
} from "../../../../src/core/api/support/index.ts";
import { fullName } from "../../../../src/core/api/users/user-name.ts";
import type { Db } from "../database.ts";
import {
  supportClassifications,
  supportRequestTypes,
  supportStatuses,
  supportTemplateFields,
  supportTransitions,
  users,
} from "../schema.ts";
import type { DemoCompany } from "./demo-accounts.ts";
import { DEMO_SERVICES } from "./events-services.ts";
import { ACME_TICKETS } from "./support-desk-acme.ts";
import {
  DEMO_REQUEST_TYPES,
  DEMO_STATUSES,
  DEMO_TRANSITIONS,
  type DemoRequestType,
} from "./support-desk-catalogue.ts";
import { GLOBEX_TICKETS } from "./support-desk-globex.ts";
import { type DeskCatalogue, insertTicketStory, type StoryPeople } from "./support-desk-history.ts";
import type { DemoTicket } from "./support-desk-story.ts";

/**
 * The support desk's demo data: the workflow, the request types with their classifications
 * and templates, the services tickets may name, and the ticket histories of Acme and Globex,
 * oldest first so that issue keys grow with time. Times are relative to `now`.
 */
export async function seedSupportDesk(
  db: Db,
  companyId: Readonly<Record<DemoCompany, number>>,
  now: Date,
): Promise<void> {
  await db.insert(supportStatuses).values(DEMO_STATUSES);
  await db.insert(supportTransitions).values(
    DEMO_TRANSITIONS.map((step, position) => ({
      name: step.name,
      fromStatus: step.from,
      toStatus: step.to,
      actor: step.actor,
      position,
    })),
  );
  const catalogue = await seedCatalogue(db);

  const people = await peopleOf(db, [companyId.acme, companyId.globex]);
  const stories: Array<{ company: "acme" | "globex"; ticket: DemoTicket }> = [
    ...ACME_TICKETS.map((ticket) => ({ company: "acme" as const, ticket })),
    ...GLOBEX_TICKETS.map((ticket) => ({ company: "globex" as const, ticket })),
  ].sort((a, b) => b.ticket.hoursAgo - a.ticket.hoursAgo);
  for (const { company, ticket } of stories) {
    const services: Readonly<Record<string, { id: string; name: string }>> = DEMO_SERVICES[company];
    await insertTicketStory(db, {
      companyId: companyId[company],
      ticket,
      service: ticket.service === undefined ? null : (services[ticket.service] ?? null),
      catalogue,
      people,
      now,
      fieldValue: (type, name, value) => displayValue(type, name, value, services),
    });
  }
}

async function seedCatalogue(db: Db): Promise<DeskCatalogue> {
  const typeIds = new Map<DemoRequestType["key"], number>();
  const classificationIds = new Map<string, number>();
  for (const [position, type] of DEMO_REQUEST_TYPES.entries()) {
    const [row] = await db
      .insert(supportRequestTypes)
      .values({
        name: type.name,
        description: type.description,
        requiresService: type.requiresService,
        position,
      })
      .returning({ id: supportRequestTypes.id });
    if (!row) throw new Error(`request type ${type.name} not stored`);
    typeIds.set(type.key, row.id);
    const classifications = await db
      .insert(supportClassifications)
      .values(
        type.classifications.map((name, index) => ({
          requestTypeId: row.id,
          name,
          position: index,
        })),
      )
      .returning({ id: supportClassifications.id, name: supportClassifications.name });
    for (const item of classifications) classificationIds.set(`${type.key}/${item.name}`, item.id);
    await db.insert(supportTemplateFields).values(
      type.fields.map((field, index) => ({
        requestTypeId: row.id,
        name: field.name,
        label: field.label,
        kind: field.kind,
        required: field.required,
        helpText: field.helpText ?? null,
        options: [...(field.options ?? [])],
        position: index,
      })),
    );
  }
  return { typeIds, classificationIds };
}

async function peopleOf(db: Db, companyIds: number[]): Promise<StoryPeople> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(users)
    .where(inArray(users.companyId, companyIds));
  return new Map(rows.map((row) => [row.email, { id: row.id, name: fullName(row) }]));
}

/** A template value as the ticket shows it; a service field's choices are the company's. */
function displayValue(
  type: DemoRequestType,
  name: string,
  value: string,
  services: Readonly<Record<string, { id: string; name: string }>>,
): TicketFieldValue | null {
  const field = type.fields.find((item) => item.name === name);
  if (!field || value === "") return null;
  const options =
    field.kind === "service"
      ? Object.values(services).map((service) => ({ value: service.id, label: service.name }))
      : (field.options ?? []);
  return {
    name,
    label: field.label,
    value: templateValueText({ kind: field.kind, options }, value),
  };
}
