import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/database.ts";
import { type OutboxAttachment, outbox } from "../db/schema.ts";
import type { DevMailbox } from "./dev-mailbox.ts";

export interface Mail {
  readonly to: string;
  readonly subject: string;
  /** The text sent; it may carry `secret` (a code or a link with one). */
  readonly body: string;
  /** "one-time-code", "password-reset", "invite", ... */
  readonly kind: string;
  /**
   * The code the mail carries. It goes out in the mail only: the outbox keeps the body with
   * the code withheld, the log never sees the body, and only the development mailbox (in
   * memory, when on) can hand it back.
   */
  readonly secret?: string;
  /** Files sent with it (a maintenance's .ics), kept with it in the outbox. */
  readonly attachments?: ReadonlyArray<OutboxAttachment>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What replaces the code in the outbox's copy of a mail. */
export const WITHHELD = "[code withheld]";

/** The body as the outbox keeps it: every occurrence of the code replaced. */
export function withheldBody(mail: Mail): string {
  if (mail.secret === undefined || mail.secret === "") return mail.body;
  return mail.body.split(mail.secret).join(WITHHELD);
}

/**
 * Every mail is written to the outbox table first, with its code withheld (the database holds
 * codes only as hashes, in their own tables). With SMTP configured it is then sent; without,
 * nothing is delivered: the log records that a mail was kept, never its body, and the
 * development mailbox, when on, is where the demo and the tests read the code.
 */
export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  smtpUrl: string | undefined,
  mailboxes: ReadonlyArray<DevMailbox> = [],
  now: () => Date = () => new Date(),
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const createdAt = now();
      const [row] = await db
        .insert(outbox)
        .values({
          recipient: mail.to.toLowerCase(),
          subject: mail.subject,
          body: withheldBody(mail),
          kind: mail.kind,
          attachments: [...(mail.attachments ?? [])],
          createdAt,
        })
        .returning({ id: outbox.id });
      for (const mailbox of mailboxes) {
        mailbox.keep(mail.to, {
          kind: mail.kind,
          subject: mail.subject,
          body: mail.body,
          secret: mail.secret ?? null,
          createdAt,
        });
      }
      if (transport === null) {
        log.info(
          { mail: { id: row?.id, to: mail.to, kind: mail.kind, subject: mail.subject } },
          "mail kept in the outbox, not sent (no SMTP configured)",
        );
        return;
      }
      await transport.sendMail({
        from: "Conduit <no-reply@conduit.test>",
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        attachments: (mail.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
      });
    },
  };
}
