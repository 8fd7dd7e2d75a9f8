import { createHash } from "node:crypto";

/**
 * The activity log's chain rule (issue 44), used only by the server, so it lives here
 * (DESIGN.md section 2: src/core holds the rules both sides apply). Written once: appending
 * (record-activity.ts) and verifying (verify-chain.ts) both call `entryHash`.
 *
 * hash = SHA-256, hex, of `<previous entry's hash>\n<canonical content>`, the first entry of
 * a company's chain having 64 zeros as its previous hash. The canonical content is the JSON
 * of the entry's fields with every object's keys sorted and no spaces, so it comes out the
 * same from the values being written and from the row read back (jsonb keeps no key order).
 */

export const GENESIS_HASH = "0".repeat(64);

/** What is hashed of an entry: every stored field but its id and the hashes. */
export interface HashedContent {
  readonly company_id: number;
  readonly seq: number;
  /** ISO 8601 UTC with milliseconds. */
  readonly occurred_at: string;
  readonly actor: unknown;
  readonly address: string | null;
  readonly action: string;
  readonly target: { readonly type: string; readonly id: string | null; readonly label: string };
  readonly summary: unknown;
}

/** JSON with sorted keys at every level; undefined members are left out, as JSON does. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(value);
}

export function entryHash(previousHash: string, content: HashedContent): string {
  return createHash("sha256")
    .update(`${previousHash}\n${canonicalJson(content)}`)
    .digest("hex");
}
