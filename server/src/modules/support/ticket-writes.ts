import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { TicketStatus } from "../../../../src/core/api/support/index.ts";
import { fullName } from "../../../../src/core/api/users/user-name.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { Db } from "../../db/database.ts";
import {
  supportActivity,
  supportAttachments,
  supportComments,
  supportFollowers,
  supportTickets,
} from "../../db/schema.ts";
import { badRequest } from "../../http/api-error.ts";
import { storedId } from "../../http/record-ids.ts";

/**
 * The writes every change to a ticket is made of: a comment with its entry in the feed, a
 * status change, files attached, and the ticket's `updated` time. Callers run them inside
 * one transaction, so a feed never shows half a change.
 */

/** A customer acting on a ticket, as comments and feed entries name them. */
export interface Actor {
  readonly userId: number;
  readonly name: string;
}

export function actorOf(user: CurrentUser): Actor {
  return { userId: user.id, name: fullName(user) };
}

const authored = (actor: Actor, at: Date) => ({
  authorId: actor.userId,
  authorName: actor.name,
  isAgent: false,
  createdAt: at,
});

export async function touchTicket(db: Db, ticketId: number, at: Date): Promise<void> {
  await db.update(supportTickets).set({ updatedAt: at }).where(eq(supportTickets.id, ticketId));
}

/**
 * Attaches the caller's temporary attachments to the ticket (and comment): each must be
 * theirs, unexpired and unused, or the whole change is refused with 400 under `field`.
 */
export async function claimTempAttachments(
  db: Db,
  user: CurrentUser,
  rawIds: ReadonlyArray<string>,
  target: { readonly ticketId: number; readonly commentId: number | null },
  now: Date,
  field = "attachments",
): Promise<number[]> {
  const ids = [...new Set(rawIds)].map(storedId);
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0 && ids.length === 0) return [];
  const claimed =
    wanted.length === 0
      ? []
      : await db
          .update(supportAttachments)
          .set({ ticketId: target.ticketId, commentId: target.commentId, expiresAt: null })
          .where(
            and(
              inArray(supportAttachments.id, wanted),
              eq(supportAttachments.companyId, user.companyId),
              eq(supportAttachments.uploaderId, user.id),
              isNull(supportAttachments.ticketId),
              gt(supportAttachments.expiresAt, now),
            ),
          )
          .returning({ id: supportAttachments.id });
  if (claimed.length !== ids.length) {
    const found = new Set(claimed.map((row) => row.id));
    const missing = rawIds.filter((raw) => !found.has(storedId(raw) ?? -1));
    throw badRequest({
      [field]: [`Unknown, expired or already used temporary attachment: ${missing.join(", ")}.`],
    });
  }
  return claimed.map((row) => row.id);
}

/** A public comment and its feed entry. */
export async function addComment(
  db: Db,
  ticketId: number,
  actor: Actor,
  body: string,
  at: Date,
): Promise<{ readonly commentId: number; readonly entryId: number }> {
  const [comment] = await db
    .insert(supportComments)
    .values({ ticketId, body, ...authored(actor, at) })
    .returning({ id: supportComments.id });
  if (!comment) throw new Error("comment not stored");
  const [entry] = await db
    .insert(supportActivity)
    .values({ ticketId, kind: "comment", commentId: comment.id, ...authored(actor, at) })
    .returning({ id: supportActivity.id });
  if (!entry) throw new Error("feed entry not stored");
  return { commentId: comment.id, entryId: entry.id };
}

/** One feed entry per file attached without a comment; returns the entries' ids. */
export async function addAttachmentEntries(
  db: Db,
  ticketId: number,
  actor: Actor,
  attachmentIds: ReadonlyArray<number>,
  at: Date,
): Promise<number[]> {
  if (attachmentIds.length === 0) return [];
  const entries = await db
    .insert(supportActivity)
    .values(
      attachmentIds.map((attachmentId) => ({
        ticketId,
        kind: "attachment",
        attachmentId,
        ...authored(actor, at),
      })),
    )
    .returning({ id: supportActivity.id });
  return entries.map((entry) => entry.id);
}

/** Moves the ticket to `to` if it is still in `from`; false when someone moved it first. */
export async function changeStatus(
  db: Db,
  ticketId: number,
  actor: Actor,
  step: { readonly from: TicketStatus; readonly to: TicketStatus; readonly name: string },
  at: Date,
): Promise<boolean> {
  const moved = await db
    .update(supportTickets)
    .set({ status: step.to, updatedAt: at })
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.status, step.from)))
    .returning({ id: supportTickets.id });
  if (moved.length === 0) return false;
  await db.insert(supportActivity).values({
    ticketId,
    kind: "status_change",
    fromStatus: step.from,
    toStatus: step.to,
    transitionName: step.name,
    ...authored(actor, at),
  });
  return true;
}

/**
 * What filing a new ticket does once its row is stored, whoever files it (the create form, an
 * invoice dispute): the reporter follows it and the files they uploaded attach to it.
 */
export async function openTicketThread(
  db: Db,
  user: CurrentUser,
  ticketId: number,
  attachments: ReadonlyArray<string>,
  at: Date,
): Promise<void> {
  await db.insert(supportFollowers).values({ ticketId, userId: user.id, createdAt: at });
  const files = await claimTempAttachments(
    db,
    user,
    attachments,
    { ticketId, commentId: null },
    at,
  );
  await addAttachmentEntries(db, ticketId, actorOf(user), files, at);
}
