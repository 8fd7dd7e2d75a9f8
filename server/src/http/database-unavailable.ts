/**
 * Failures that mean "the database cannot be reached right now" (PostgreSQL restarting, the
 * network to it cut, its connection slots full), as opposed to a bug: the caller gets 503 with
 * Retry-After, like maintenance, and the connection pool reconnects by itself once the
 * database is back, so the server recovers without a restart.
 */
export const DATABASE_UNAVAILABLE_DETAIL =
  "The service is temporarily unavailable. Please try again in a moment.";

/** Socket errors of a connection to the database that failed or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATEs: shutting down or starting up (57P01-57P03), out of connection slots (53300). */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres reports a lost or unobtainable connection with these messages, no code. */
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Client was closed and is not queryable",
];

function unavailableItself(error: object): boolean {
  const code = "code" in error ? String(error.code) : "";
  if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith("08")) {
    return true;
  }
  const message = "message" in error ? String(error.message) : "";
  return POOL_MESSAGES.some((text) => message.includes(text));
}

/** True when the error, or one it wraps (Drizzle wraps the driver's), is one of the above. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if (unavailableItself(current)) return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}
