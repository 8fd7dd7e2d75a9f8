import { and, eq, isNull, lt } from "drizzle-orm";
import { Schema } from "effect";
import type { FastifyRequest } from "fastify";
import { SUPPORT_SERVICE_DESK_ID, TempAttachment } from "../../../../src/core/api/support/index.ts";
import { DAY_MS } from "../../../../src/core/durations.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { supportAttachments } from "../../db/schema.ts";
import { badRequest, notFound } from "../../http/api-error.ts";
import { missingRow } from "../../http/foreign-rows.ts";
import { IdParams, PathText, RecordId } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import type { ReceivedFile } from "../../uploads/receive-upload.ts";
import { sendStoredFile } from "../../uploads/send-stored-file.ts";
import { SUPPORT_READ, SUPPORT_TAG, SUPPORT_WRITE } from "./access.ts";
import { discardFiles, receiveForm } from "./multipart-form.ts";
import { findTicket } from "./ticket-lookup.ts";

/** How long a temporary attachment waits to be attached before it is deleted. */
export const TEMP_ATTACHMENT_LIFETIME_MS = DAY_MS;
/** Expired temporary attachments removed per upload (cleanup rides on new uploads). */
const PURGE_BATCH = 20;

/** Records received files as the ticket's (and the comment's) attachments; returns ids. */
export async function recordAttachments(
  db: Db,
  user: CurrentUser,
  target: { readonly ticketId: number | null; readonly commentId: number | null },
  files: ReadonlyArray<ReceivedFile>,
  at: Date,
  expiresAt: Date | null = null,
): Promise<number[]> {
  if (files.length === 0) return [];
  const rows = await db
    .insert(supportAttachments)
    .values(
      files.map((file) => ({
        companyId: user.companyId,
        ticketId: target.ticketId,
        commentId: target.commentId,
        storageKey: file.storageKey,
        name: file.name,
        size: file.size,
        contentType: file.contentType,
        uploaderId: user.id,
        expiresAt,
        createdAt: at,
      })),
    )
    .returning({ id: supportAttachments.id });
  return rows.map((row) => row.id);
}

/** Deletes a batch of temporary attachments nobody attached in time, bytes included. */
async function purgeExpired(ctx: ServerContext, now: Date): Promise<void> {
  const expired = await ctx.db
    .select({ id: supportAttachments.id, key: supportAttachments.storageKey })
    .from(supportAttachments)
    .where(and(isNull(supportAttachments.ticketId), lt(supportAttachments.expiresAt, now)))
    .limit(PURGE_BATCH);
  for (const row of expired) {
    const removed = await ctx.db
      .delete(supportAttachments)
      .where(and(eq(supportAttachments.id, row.id), isNull(supportAttachments.ticketId)))
      .returning({ id: supportAttachments.id });
    if (removed.length > 0) await ctx.storage.remove(row.key);
  }
}

/**
 * One uploaded file (multipart/form-data) kept as a temporary attachment for 24 hours, until a
 * ticket, a comment or a billing dispute takes it: the receiver of the support desk's
 * add-temp-attachment and of billing's dispute uploads. Expired ones are purged on the way.
 */
export async function receiveTempAttachment(
  ctx: ServerContext,
  request: FastifyRequest,
  user: CurrentUser,
): Promise<TempAttachment> {
  const form = await receiveForm(ctx, request, 1);
  const [file] = form.files;
  if (!file) throw badRequest({ file: ["No file was submitted."] });
  const now = ctx.now();
  const expires = new Date(now.getTime() + TEMP_ATTACHMENT_LIFETIME_MS);
  let id: number | undefined;
  try {
    [id] = await recordAttachments(
      ctx.db,
      user,
      { ticketId: null, commentId: null },
      [file],
      now,
      expires,
    );
  } catch (error) {
    await discardFiles(ctx, form.files);
    throw error;
  }
  await purgeExpired(ctx, now);
  return { id: String(id), name: file.name, size: file.size, expires: expires.toISOString() };
}

/** `/support/tickets/:id/attachments/:attachmentId`: the ticket's key, the file's stored id. */
const AttachmentParams = Schema.Struct({ id: PathText, attachmentId: RecordId });

/** Temporary uploads and downloads of a ticket's files. */
export function registerAttachmentRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "POST",
      path: "/support/servicedesk/:id/add-temp-attachment",
      summary:
        "Upload one file (multipart/form-data) to attach on create or comment within 24 hours",
      tag: SUPPORT_TAG,
      access: SUPPORT_WRITE,
      params: IdParams,
      response: TempAttachment,
      status: 201,
    },
    async ({ request, params, user }) => {
      if (params.id !== SUPPORT_SERVICE_DESK_ID) throw notFound();
      return receiveTempAttachment(ctx, request, user);
    },
  );

  router.route(
    {
      method: "GET",
      path: "/support/tickets/:id/attachments/:attachmentId",
      summary: "Download a file attached to the ticket",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      params: AttachmentParams,
      produces: "application/octet-stream",
    },
    async ({ params, reply, user }) => {
      const ticket = await findTicket(ctx, user.companyId, params.id);
      const [file] = await ctx.db
        .select()
        .from(supportAttachments)
        .where(
          and(
            eq(supportAttachments.id, params.attachmentId),
            eq(supportAttachments.ticketId, ticket.id),
          ),
        );
      if (!file) throw await missingRow(ctx, user.companyId, "attachment", params.attachmentId);
      return sendStoredFile(reply, ctx, {
        storageKey: file.storageKey,
        name: file.name,
        size: file.size,
        contentType: file.contentType,
      });
    },
  );
}
