import type { TicketFieldValue, TicketStatus } from "../../../../src/core/api/support/index.ts";
import { HOUR_MS } from "../../../../src/core/durations.ts";
import type { Db } from "../database.ts";
import { supportActivity, supportComments, supportFollowers, supportTickets } from "../schema.ts";
import { DEMO_REQUEST_TYPES, type DemoRequestType } from "./support-desk-catalogue.ts";
import { type DemoTicket, isAgent } from "./support-desk-story.ts";

export interface DeskCatalogue {
  readonly typeIds: ReadonlyMap<DemoRequestType["key"], number>;
  /** By "<type key>/<classification name>". */
  readonly classificationIds: ReadonlyMap<string, number>;
}

/** Demo accounts by email: their id and full name. */
export type StoryPeople = ReadonlyMap<string, { readonly id: number; readonly name: string }>;

export interface StoryInput {
  readonly companyId: number;
  readonly ticket: DemoTicket;
  readonly service: { readonly id: string; readonly name: string } | null;
  readonly catalogue: DeskCatalogue;
  readonly people: StoryPeople;
  readonly now: Date;
  readonly fieldValue: (
    type: DemoRequestType,
    name: string,
    value: string,
  ) => TicketFieldValue | null;
}

/** Template values of a story; a required date left out is the day the ticket was opened. */
function storyFields(input: StoryInput, type: DemoRequestType, created: Date): TicketFieldValue[] {
  const given = input.ticket.fields ?? {};
  return type.fields.flatMap((field) => {
    const raw =
      given[field.name] ??
      (field.kind === "date" && field.required ? created.toISOString().slice(0, 10) : "");
    const value = input.fieldValue(type, field.name, raw);
    return value ? [value] : [];
  });
}

/** Inserts one demo ticket with its followers, comments and status changes. */
export async function insertTicketStory(db: Db, input: StoryInput): Promise<void> {
  const { ticket, people, catalogue } = input;
  const type = DEMO_REQUEST_TYPES.find((item) => item.key === ticket.type);
  const typeId = catalogue.typeIds.get(ticket.type);
  const reporter = people.get(ticket.reporter);
  if (!type || typeId === undefined || !reporter) throw new Error(`bad story: ${ticket.summary}`);
  const created = new Date(input.now.getTime() - ticket.hoursAgo * HOUR_MS);
  const at = (hours: number) => new Date(created.getTime() + hours * HOUR_MS);
  const events = ticket.events ?? [];
  const status = events.reduce<TicketStatus>((current, event) => event.to ?? current, "open");
  const last = events.at(-1);

  const [row] = await db
    .insert(supportTickets)
    .values({
      companyId: input.companyId,
      requestTypeId: typeId,
      classificationId:
        catalogue.classificationIds.get(`${ticket.type}/${ticket.classification}`) ?? null,
      summary: ticket.summary,
      description: ticket.description,
      priority: ticket.priority,
      status,
      serviceId: input.service?.id ?? null,
      serviceName: input.service?.name ?? null,
      reporterId: reporter.id,
      fields: storyFields(input, type, created),
      createdAt: created,
      updatedAt: last ? at(last.at) : created,
    })
    .returning({ id: supportTickets.id });
  if (!row) throw new Error(`ticket not stored: ${ticket.summary}`);
  const ticketId = row.id;

  const followers = [...new Set([ticket.reporter, ...(ticket.followers ?? [])])].flatMap(
    (email) => {
      const person = people.get(email);
      return person ? [{ ticketId, userId: person.id, createdAt: created }] : [];
    },
  );
  await db.insert(supportFollowers).values(followers);

  let current: TicketStatus = "open";
  for (const event of events) {
    const agent = isAgent(event.by);
    const person = agent ? undefined : people.get(event.by);
    const author = {
      authorId: person?.id ?? null,
      authorName: person?.name ?? event.by,
      isAgent: agent,
      createdAt: at(event.at),
    };
    if (event.comment !== undefined) {
      const [comment] = await db
        .insert(supportComments)
        .values({ ticketId, body: event.comment, ...author })
        .returning({ id: supportComments.id });
      await db
        .insert(supportActivity)
        .values({ ticketId, kind: "comment", commentId: comment?.id ?? null, ...author });
    }
    if (event.to !== undefined) {
      await db.insert(supportActivity).values({
        ticketId,
        kind: "status_change",
        fromStatus: current,
        toStatus: event.to,
        transitionName: event.transition ?? null,
        ...author,
      });
      current = event.to;
    }
  }
}
