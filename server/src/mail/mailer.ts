import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/connect.ts";
import { outbox } from "../db/schema.ts";

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** "one-time-code", "password-reset", "invite", ... */
  readonly kind: string;
  /** The code the mail carries, kept for the demo-mode development mailbox only. */
  readonly secret?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is written to the outbox table first. With SMTP configured it is then sent and
 * marked sent; without, the outbox and the server log are the delivery (development and demo).
 */
export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string | undefined): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({
          recipient: mail.to.toLowerCase(),
          subject: mail.subject,
          body: mail.body,
          kind: mail.kind,
          secret: mail.secret ?? null,
        })
        .returning({ id: outbox.id });
      if (transport === null) {
        log.info(
          {
            mail: {
              id: row?.id,
              to: mail.to,
              kind: mail.kind,
              subject: mail.subject,
              body: mail.body,
            },
          },
          "mail kept in the outbox (no SMTP configured)",
        );
        return;
      }
      await transport.sendMail({
        from: "Conduit <no-reply@conduit.test>",
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
      });
    },
  };
}
