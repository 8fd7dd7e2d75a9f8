import { Schema } from "effect";
import { IsoDateTime, NonEmptyString } from "./primitives.ts";

/**
 * GET /dev/mailbox?email=: the newest mail the server wrote for an address. It exists only
 * when the server runs in demo mode (the embedded demo and the tests), so that one-time
 * codes and reset links can be read without a real mail server.
 */
export const DevMailboxQuery = Schema.Struct({ email: NonEmptyString });
export type DevMailboxQuery = typeof DevMailboxQuery.Type;

export const DevMailboxMessage = Schema.Struct({
  /** "one-time-code", "password-reset", "invite", ... */
  kind: NonEmptyString,
  subject: Schema.String,
  body: Schema.String,
  /** The code the mail carries (one-time code, reset code), or null. */
  secret: Schema.NullOr(Schema.String),
  created_at: IsoDateTime,
});
export type DevMailboxMessage = typeof DevMailboxMessage.Type;
