import { eq } from "drizzle-orm";
import {
  CONTACT_NOTICE_LABELS,
  type ContactNotice,
  contactsForNotice,
  type RoutedNotice,
} from "../../../../src/core/api/reference/contact-notices.ts";
import type { ServerContext } from "../../context.ts";
import { companyContacts, type OutboxAttachment } from "../../db/schema.ts";
import { portalLink } from "../../mail/portal-link.ts";

/** A notice for the company's contacts: what it is about, and the mail that says it. */
export interface ContactNoticeMail extends RoutedNotice {
  readonly subject: string;
  /** The mail's text; the link to `path` is added below it. */
  readonly body: string;
  /** The portal page the notice is about (a portal path, made absolute for the mail). */
  readonly path: string;
  readonly attachments?: ReadonlyArray<OutboxAttachment>;
}

/**
 * Mails a notice to the company's contacts that asked for it (contactsForNotice, the rule in
 * core), one mail per address, through the outbox like every other mail. Contacts are
 * addresses, often distribution lists, not users: their notices are not the users' own
 * notification settings, which deliverNews honours separately.
 */
export async function mailContacts(
  ctx: ServerContext,
  companyId: number,
  notice: ContactNoticeMail,
): Promise<number> {
  const contacts = await ctx.db
    .select({
      email: companyContacts.email,
      notices: companyContacts.notices,
      allServices: companyContacts.allServices,
      services: companyContacts.services,
    })
    .from(companyContacts)
    .where(eq(companyContacts.companyId, companyId))
    .orderBy(companyContacts.id);
  const reached = contactsForNotice(
    contacts.map((contact) => ({
      email: contact.email,
      notices: contact.notices as ContactNotice[],
      all_services: contact.allServices,
      services: contact.services,
    })),
    notice,
  );
  for (const contact of reached) {
    await ctx.mailer.send({
      to: contact.email,
      subject: notice.subject,
      body: `${notice.body}\n\nOpen it in the portal: ${portalLink(ctx, notice.path)}\n\nYou receive ${CONTACT_NOTICE_LABELS[notice.kind].toLowerCase()} notices as a contact of your company; an administrator changes that under Account settings, Contacts: ${portalLink(ctx, "/account-settings/contacts")}`,
      kind: `contact:${notice.kind}`,
      ...(notice.attachments === undefined ? {} : { attachments: notice.attachments }),
    });
  }
  return reached.length;
}
