import { and, desc, eq } from "drizzle-orm";
import { outbox } from "../../../server/src/db/schema.ts";
import type { TestServer } from "../harness/test-server.ts";

/** Helpers shared by the users-module tests. */

/** Seeding hashes every demo password: slow while other test files seed in parallel. */
export const SEED_TIMEOUT_MS = 60_000;

/** The claims of a JWT, read without verifying (the server verified it when it signed it). */
export function jwtPayload(token: string): Record<string, unknown> {
  const [, payload = ""] = token.split(".");
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
}

/** The newest mail of a kind to an address, as the outbox keeps it (code withheld). */
export async function latestMail(server: TestServer, to: string, kind: string) {
  const [mail] = await server.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, to.toLowerCase()), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

/** The code of an invite mail, read from its link as the invitee would. */
export async function inviteCodeFor(server: TestServer, to: string): Promise<string> {
  const mail = server.mail.newest(to);
  if (mail?.kind !== "invite") throw new Error(`no invite mail to ${to}`);
  const code = /\/set-password\/([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  if (!code) throw new Error(`no link in the invite mail to ${to}: ${mail.body}`);
  return code;
}
