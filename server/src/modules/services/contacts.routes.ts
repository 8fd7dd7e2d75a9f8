import { and, eq, inArray, sql } from "drizzle-orm";
import {
  CONTACT_KIND_LABELS,
  CONTACT_LIST,
  Contact,
  type ContactNotice,
  ContactRequest,
  type ContactService,
  contactLogText,
  contactRequestProblems,
} from "../../../../src/core/api/reference/index.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { companyContacts, permissionLog, services } from "../../db/schema.ts";
import { badRequest, notFound } from "../../http/api-error.ts";
import { missingRow } from "../../http/foreign-rows.ts";
import { registerListRoute } from "../../http/list-route.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { CONTACTS_WRITE, REFERENCE_TAG } from "./access.ts";
import { CONTACT_ROWS, type ContactRow, toContact } from "./contact-list.ts";

type ContactRecord = typeof companyContacts.$inferSelect;

const recordToContact = (row: ContactRecord): Contact =>
  toContact({
    id: String(row.id),
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    notices: row.notices,
    all_services: row.allServices,
    services: row.services,
  } satisfies ContactRow);

/** A contact as an activity entry names it: its id and its line of the log. */
const contactTarget = (contact: Contact) => ({
  type: "contact",
  id: contact.id,
  label: logText(contact),
});

const logText = (contact: Contact) =>
  contactLogText({ ...contact, kindLabel: CONTACT_KIND_LABELS[contact.kind] });

/**
 * The chosen services as stored, with their names, or a 400 on `services` naming an id that
 * is not one of the company's services. All services stores none.
 */
async function chosenServices(
  ctx: ServerContext,
  companyId: number,
  body: ContactRequest,
): Promise<ContactService[]> {
  const problems = contactRequestProblems(body);
  if (problems.services !== undefined) throw badRequest({ services: [problems.services] });
  if (body.all_services ?? true) return [];
  const ids = [...new Set(body.services ?? [])];
  const rows = await ctx.db
    .select({
      id: services.publicId,
      name: sql<string>`coalesce(${services.customName}, ${services.name})`,
    })
    .from(services)
    .where(and(eq(services.companyId, companyId), inArray(services.publicId, ids)));
  const unknown = ids.filter((id) => !rows.some((row) => row.id === id));
  if (unknown.length > 0) {
    throw badRequest({ services: [`Your company has no service ${unknown.join(", ")}.`] });
  }
  return ids.flatMap((id) => rows.find((row) => row.id === id) ?? []);
}

/** The fields as stored: texts trimmed by the contract, e-mail lowered. */
const stored = (body: ContactRequest, chosen: ContactService[]) => ({
  kind: body.kind,
  name: body.name,
  email: body.email.toLowerCase(),
  phone: body.phone,
  role: body.role ?? "",
  notices: [...new Set<ContactNotice>(body.notices ?? [])],
  allServices: body.all_services ?? true,
  services: chosen,
});

/** The company's change log (the permission log) records who changed which contact. */
async function logContactChange(
  ctx: ServerContext,
  caller: CurrentUser,
  change: { readonly added: ReadonlyArray<string>; readonly removed: ReadonlyArray<string> },
): Promise<void> {
  if (change.added.length === 0 && change.removed.length === 0) return;
  // A contact is no user: the entry names the administrator who made the change (staff acting
  // as them are in the impersonation log, as for permission changes).
  await ctx.db.insert(permissionLog).values({
    companyId: caller.companyId,
    userId: caller.id,
    changedById: caller.id,
    added: [...change.added],
    removed: [...change.removed],
    createdAt: ctx.now(),
  });
}

/**
 * The company's contacts (issue 45): any signed-in user reads them, administrators
 * (write_admin_module) add, change and remove them, each change recorded in the company's
 * log. Another company's contact is 404.
 */
export function registerContactRoutes(router: Router, ctx: ServerContext): void {
  const ownContact = (companyId: number, id: number) =>
    and(eq(companyContacts.companyId, companyId), eq(companyContacts.id, id));
  // The id is a stored id (RecordIdParams decoded it), so only the owner is left to find.
  const missingContact = (companyId: number, id: number) =>
    missingRow(ctx, companyId, "contact", id);

  registerListRoute(router, ctx, {
    list: CONTACT_LIST,
    summary: "The company's contacts by kind and name",
    tag: REFERENCE_TAG,
    access: "signed-in",
    rows: CONTACT_ROWS,
  });

  router.route(
    {
      method: "GET",
      path: "/contacts/:id",
      summary: "One of the company's contacts",
      tag: REFERENCE_TAG,
      access: "signed-in",
      params: RecordIdParams,
      response: Contact,
    },
    async ({ params, user }) => {
      const [row] = await ctx.db
        .select()
        .from(companyContacts)
        .where(ownContact(user.companyId, params.id));
      if (!row) throw await missingContact(user.companyId, params.id);
      return recordToContact(row);
    },
  );

  router.route(
    {
      method: "POST",
      path: "/contacts",
      summary: "Add a contact (administrators)",
      tag: REFERENCE_TAG,
      access: CONTACTS_WRITE,
      body: ContactRequest,
      response: Contact,
      status: 201,
    },
    async ({ body, user }) => {
      const chosen = await chosenServices(ctx, user.companyId, body);
      const [row] = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .insert(companyContacts)
          .values({ companyId: user.companyId, ...stored(body, chosen) })
          .returning();
        for (const added of rows) {
          await recordActivity(tx, {
            ...activityBy(ctx, user),
            action: "contact.created",
            target: contactTarget(recordToContact(added)),
          });
        }
        return rows;
      });
      if (!row) throw notFound();
      const contact = recordToContact(row);
      await logContactChange(ctx, user, { added: [logText(contact)], removed: [] });
      return contact;
    },
  );

  router.route(
    {
      method: "PUT",
      path: "/contacts/:id",
      summary: "Change a contact (administrators)",
      tag: REFERENCE_TAG,
      access: CONTACTS_WRITE,
      body: ContactRequest,
      params: RecordIdParams,
      response: Contact,
    },
    async ({ body, params, user }) => {
      const [before] = await ctx.db
        .select()
        .from(companyContacts)
        .where(ownContact(user.companyId, params.id));
      if (!before) throw await missingContact(user.companyId, params.id);
      const chosen = await chosenServices(ctx, user.companyId, body);
      const [row] = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .update(companyContacts)
          .set(stored(body, chosen))
          .where(ownContact(user.companyId, params.id))
          .returning();
        for (const changed of rows) {
          const target = contactTarget(recordToContact(changed));
          const was = contactTarget(recordToContact(before)).label;
          if (was === target.label) continue;
          await recordActivity(tx, {
            ...activityBy(ctx, user),
            action: "contact.edited",
            target,
            before: { contact: was },
            after: { contact: target.label },
          });
        }
        return rows;
      });
      if (!row) throw await missingContact(user.companyId, params.id);
      const contact = recordToContact(row);
      const was = logText(recordToContact(before));
      const now = logText(contact);
      if (was !== now) await logContactChange(ctx, user, { added: [now], removed: [was] });
      return contact;
    },
  );

  router.route(
    {
      method: "DELETE",
      path: "/contacts/:id",
      summary: "Remove a contact (administrators)",
      tag: REFERENCE_TAG,
      access: CONTACTS_WRITE,
      params: RecordIdParams,
      status: 204,
    },
    async ({ params, user }) => {
      const removed = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .delete(companyContacts)
          .where(ownContact(user.companyId, params.id))
          .returning();
        for (const gone of rows) {
          await recordActivity(tx, {
            ...activityBy(ctx, user),
            action: "contact.deleted",
            target: contactTarget(recordToContact(gone)),
          });
        }
        return rows;
      });
      const [row] = removed;
      if (row === undefined) throw await missingContact(user.companyId, params.id);
      await logContactChange(ctx, user, { added: [], removed: [logText(recordToContact(row))] });
      return undefined;
    },
  );
}
