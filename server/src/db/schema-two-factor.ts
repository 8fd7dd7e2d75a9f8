import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "./columns.ts";
import { userId } from "./schema-accounts.ts";

/**
 * Two-factor sign-in with an authenticator app (issue 44). One authenticator per user: pending
 * (confirmedAt null) from enrolment until its first code is right, then in force.
 *
 * The TOTP secret is sealed (AES-256-GCM under a key derived from the server's hash key, see
 * auth/totp-secret.ts): no route reads it back and a copy of the database does not reveal it.
 * `lastUsedStep` is the 30-second step of the last code accepted: a code of that step or an
 * earlier one is refused, so each code works once. `challengedAt` is when a sign-in last got
 * as far as asking for the code (its password was right): the code step is then spared the
 * captcha, as a mailed code's step is while the code is live.
 */
export const authenticators = pgTable("authenticators", {
  userId: userId().primaryKey(),
  sealedSecret: text("sealed_secret").notNull(),
  confirmedAt: at("confirmed_at"),
  lastUsedStep: integer("last_used_step"),
  challengedAt: at("challenged_at"),
  createdAt: createdAt(),
});

/** An authenticator user's one-time backup codes: only an HMAC of each is kept. */
export const backupCodes = pgTable(
  "backup_codes",
  {
    id: id(),
    userId: userId(),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [index("backup_codes_user_idx").on(table.userId, table.codeHash)],
);
