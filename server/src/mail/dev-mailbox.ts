import { BlockList, isIP } from "node:net";
import type { ServerConfig } from "../config.ts";
import type { Database } from "../db/database.ts";

/** A mail as the development mailbox answers it: with the code it carries. */
export interface KeptMail {
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
  /** The code the mail carries (one-time code, reset or invite code), or null. */
  readonly secret: string | null;
  readonly createdAt: Date;
}

/** Addresses kept at most; the oldest goes first (the mailbox lives in memory). */
const MAX_ADDRESSES = 10_000;
/** Mails kept per address, newest last: enough for a code and the news sent around it. */
const MAILS_PER_ADDRESS = 8;

/**
 * The newest mail of each address, held in the server's memory only: never in the database,
 * never in the log. The database keeps codes as hashes and the outbox keeps mail with its
 * code withheld, so this is the only place a mailed code can be read back, and only while the
 * development mailbox is on.
 */
export class DevMailbox {
  readonly #recent = new Map<string, KeptMail[]>();

  keep(to: string, mail: KeptMail): void {
    const address = to.trim().toLowerCase();
    const kept = [...(this.#recent.get(address) ?? []), mail].slice(-MAILS_PER_ADDRESS);
    this.#recent.delete(address);
    this.#recent.set(address, kept);
    if (this.#recent.size > MAX_ADDRESSES) {
      const oldest = this.#recent.keys().next().value;
      if (oldest !== undefined) this.#recent.delete(oldest);
    }
  }

  /** The newest mail of an address, or of one kind of mail when `kind` is given. */
  newest(email: string, kind?: string): KeptMail | undefined {
    const kept = this.#recent.get(email.trim().toLowerCase()) ?? [];
    return kept.findLast((mail) => kind === undefined || mail.kind === kind);
  }
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether an address (a HOST setting or a peer's address) is on the loopback interface. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const host = address.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost") return true;
  const family = isIP(host);
  if (family === 0) return false;
  return LOOPBACK.check(host, family === 4 ? "ipv4" : "ipv6");
}

export type DevMailboxDecision =
  | { readonly on: true }
  | { readonly on: false; readonly reason: string | null };

/**
 * The development mailbox exists only when asked for (CONDUIT_DEV_MAILBOX=on), on the embedded
 * database, with the server bound to the loopback interface: whatever else is set, a server
 * on PostgreSQL or reachable from another machine never has it. `reason` says why a request
 * for it was refused (null when nobody asked).
 */
export function decideDevMailbox(
  config: Pick<ServerConfig, "devMailbox" | "host">,
  databaseKind: Database["kind"],
): DevMailboxDecision {
  if (!config.devMailbox) return { on: false, reason: null };
  if (databaseKind === "postgres") {
    return { on: false, reason: "the server runs on PostgreSQL" };
  }
  if (!isLoopback(config.host)) {
    return { on: false, reason: `HOST ${config.host} is not a loopback address` };
  }
  return { on: true };
}

/** The start-up line about the mailbox: always printed while it is on, or when refused. */
export function devMailboxNotice(
  config: Pick<ServerConfig, "devMailbox" | "host">,
  databaseKind: Database["kind"],
): string | null {
  const decision = decideDevMailbox(config, databaseKind);
  if (decision.on) {
    return "conduit: DEVELOPMENT MAILBOX ON (CONDUIT_DEV_MAILBOX): GET /v2/dev/mailbox hands every mailed code to callers on this machine; never use it for real accounts.";
  }
  if (decision.reason === null) return null;
  return `conduit: CONDUIT_DEV_MAILBOX ignored, the development mailbox is off: ${decision.reason}.`;
}
