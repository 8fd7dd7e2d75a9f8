import { and, asc, eq } from "drizzle-orm";
import {
  Contact,
  type ContactKind,
  ContactList,
  ContactListQuery,
  ContactRequest,
} from "../../../../src/core/api/reference/index.ts";
import type { ServerContext } from "../../context.ts";
import { companyContacts } from "../../db/schema.ts";
import { notFound } from "../../http/api-error.ts";
import { missingRow } from "../../http/foreign-rows.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { CONTACTS_WRITE, REFERENCE_TAG } from "./access.ts";
import { pageOf } from "./page-of.ts";

type ContactRecord = typeof companyContacts.$inferSelect;

const toContact = (row: ContactRecord): Contact => ({
  id: String(row.id),
  kind: row.kind as ContactKind,
  name: row.name,
  email: row.email,
  phone: row.phone,
});

/** The fields as stored: names and numbers without outer spaces, e-mail lowered. */
const stored = (body: ContactRequest) => ({
  kind: body.kind,
  name: body.name.trim(),
  email: body.email.trim().toLowerCase(),
  phone: body.phone.trim(),
});

/**
 * The company's technical and billing contacts: any signed-in user reads them, admins
 * (write_admin_module) add, change and remove them. Another company's contact is 404.
 */
export function registerContactRoutes(router: Router, ctx: ServerContext): void {
  const ownContact = (companyId: number, id: number) =>
    and(eq(companyContacts.companyId, companyId), eq(companyContacts.id, id));
  // The id is a stored id (RecordIdParams decoded it), so only the owner is left to find.
  const missingContact = (companyId: number, id: number) =>
    missingRow(ctx, companyId, "contact", id);

  router.route(
    {
      method: "GET",
      path: "/contacts",
      summary: "The company's contacts by kind and name",
      tag: REFERENCE_TAG,
      access: "signed-in",
      query: ContactListQuery,
      response: ContactList,
    },
    async ({ request, query, user }) => {
      const kind = query.kind === undefined || query.kind === "" ? undefined : query.kind;
      const rows = await ctx.db
        .select()
        .from(companyContacts)
        .where(
          and(
            eq(companyContacts.companyId, user.companyId),
            kind === undefined ? undefined : eq(companyContacts.kind, kind),
          ),
        )
        .orderBy(asc(companyContacts.kind), asc(companyContacts.name), asc(companyContacts.id));
      return pageOf(request, rows.map(toContact));
    },
  );

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
      return toContact(row);
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
      const [row] = await ctx.db
        .insert(companyContacts)
        .values({ companyId: user.companyId, ...stored(body) })
        .returning();
      if (!row) throw notFound();
      return toContact(row);
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
      const [row] = await ctx.db
        .update(companyContacts)
        .set(stored(body))
        .where(ownContact(user.companyId, params.id))
        .returning();
      if (!row) throw await missingContact(user.companyId, params.id);
      return toContact(row);
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
      const removed = await ctx.db
        .delete(companyContacts)
        .where(ownContact(user.companyId, params.id))
        .returning({ id: companyContacts.id });
      if (removed.length === 0) throw await missingContact(user.companyId, params.id);
      return undefined;
    },
  );
}
