import { Schema } from "effect";
import { boundedText, IsoDateTime, MAX_EMAIL_LENGTH, NonEmptyString } from "../primitives.ts";

/**
 * GET /dev/mailbox?email=&kind=: the newest mail the server sent to an address (of that kind,
 * when given: a test waiting for a code is not misled by news mailed in between). It exists only when
 * asked for (CONDUIT_DEV_MAILBOX=on) on the embedded database with a loopback HOST, and answers
 * loopback callers only, so that the demo and the tests can read one-time codes and reset
 * links without a real mail server.
 */
/** Mail kinds are short names such as "one-time-code" or "news:users". */
export const MAX_MAIL_KIND_LENGTH = 64;

export const DevMailboxQuery = Schema.Struct({
  email: boundedText(MAX_EMAIL_LENGTH, { nonEmpty: true }),
  kind: Schema.optionalKey(boundedText(MAX_MAIL_KIND_LENGTH, { nonEmpty: true })),
});

export const DevMailboxMessage = Schema.Struct({
  /** "one-time-code", "password-reset", "invite", ... */
  kind: NonEmptyString,
  subject: Schema.String,
  body: Schema.String,
  /** The code the mail carries (one-time code, reset code), or null. */
  secret: Schema.NullOr(Schema.String),
  created_at: IsoDateTime,
});
