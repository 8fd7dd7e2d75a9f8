import { asc, eq } from "drizzle-orm";
import {
  type RequestTemplate,
  SUPPORT_SERVICE_DESK_ID,
  type TemplateField,
  type TicketClassification,
  type TicketType,
} from "../../../../src/core/api/support/index.ts";
import type { ServerContext } from "../../context.ts";
import {
  services as serviceTable,
  supportClassifications,
  supportRequestTypes,
  supportTemplateFields,
} from "../../db/schema.ts";
import { notFound } from "../../http/api-error.ts";

/** Reads of the desk's configuration: request types, classifications and templates. */

type TypeRow = typeof supportRequestTypes.$inferSelect;

const toTicketType = (row: TypeRow): TicketType => ({
  id: String(row.id),
  name: row.name,
  description: row.description,
  service_desk_id: SUPPORT_SERVICE_DESK_ID,
});

export async function requestTypes(ctx: ServerContext): Promise<TicketType[]> {
  const rows = await ctx.db
    .select()
    .from(supportRequestTypes)
    .orderBy(asc(supportRequestTypes.position), asc(supportRequestTypes.id));
  return rows.map(toTicketType);
}

export async function classifications(
  ctx: ServerContext,
  typeId: number | null,
): Promise<TicketClassification[]> {
  const rows = await ctx.db
    .select()
    .from(supportClassifications)
    .where(typeId === null ? undefined : eq(supportClassifications.requestTypeId, typeId))
    .orderBy(
      asc(supportClassifications.requestTypeId),
      asc(supportClassifications.position),
      asc(supportClassifications.id),
    );
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    type: String(row.requestTypeId),
  }));
}

/**
 * The company's services a ticket may name, as choices: the public id ("SVC-10001") and the
 * provider's name, the one tickets, maintenances and outages name it by (a ticket keeps it),
 * alphabetically. Ceased services stay choosable: a question about a final invoice names one.
 */
export async function serviceOptions(ctx: ServerContext, companyId: number) {
  const rows = await ctx.db
    .select({ value: serviceTable.publicId, label: serviceTable.name })
    .from(serviceTable)
    .where(eq(serviceTable.companyId, companyId))
    .orderBy(asc(serviceTable.name), asc(serviceTable.publicId));
  return rows.map((row) => ({ value: row.value, label: row.label }));
}

/** A request type with everything its form needs, or 404 for an id that names none. */
export async function requestTemplate(
  ctx: ServerContext,
  companyId: number,
  typeId: number,
): Promise<RequestTemplate> {
  const [type] = await ctx.db
    .select()
    .from(supportRequestTypes)
    .where(eq(supportRequestTypes.id, typeId));
  if (!type) throw notFound();
  const services = await serviceOptions(ctx, companyId);
  const rows = await ctx.db
    .select()
    .from(supportTemplateFields)
    .where(eq(supportTemplateFields.requestTypeId, typeId))
    .orderBy(asc(supportTemplateFields.position), asc(supportTemplateFields.id));
  const fields: TemplateField[] = rows.map((row) => ({
    name: row.name,
    label: row.label,
    kind: row.kind as TemplateField["kind"],
    required: row.required,
    help_text: row.helpText,
    options: row.kind === "service" ? services : row.options,
  }));
  return {
    request_type: toTicketType(type),
    related_service: { required: type.requiresService, options: services },
    fields,
  };
}
