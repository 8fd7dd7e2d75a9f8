/**
 * Issue keys: the desk's prefix and the ticket's number ("SUP-1042"). The number comes from
 * one sequence (schema-support.ts), so a key names one ticket across all companies; whose
 * ticket it is stays a separate check.
 */
export const ISSUE_KEY_PREFIX = "SUP";

const KEY = /^SUP-([1-9]\d{0,8})$/i;

export function issueKey(issueNumber: number): string {
  return `${ISSUE_KEY_PREFIX}-${issueNumber}`;
}

/** The number of a key ("SUP-1042" or "sup-1042"), or null when it names no ticket. */
export function issueNumberOf(key: string): number | null {
  const match = KEY.exec(key);
  return match?.[1] ? Number(match[1]) : null;
}
