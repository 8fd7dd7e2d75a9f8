/**
 * Webhooks (issue 43): see webhooks.ts for the endpoints and who may call them.
 */
export * from "./webhook-events.ts";
export * from "./webhook-retries.ts";
export * from "./webhook-signature.ts";
export * from "./webhooks.ts";
