/**
 * The demo accounts of the seeded database (server/src/db/seed/demo-accounts.ts), by role.
 *
 * The whole run shares one database, and failed sign-ins count against an account (a captcha
 * after 3, a lockout after 10). Tests therefore only ever sign these accounts in with the
 * right password; anything that needs failures uses an account invited for that test alone
 * (see `inviteAccount` in api.ts).
 */

export const DEMO_PASSWORD = "conduit-demo";

export const ACCOUNTS = {
  /** Alice Anders of Acme Corp: every module permission. */
  admin: "admin@acme.test",
  /** Victor Vale of Acme Corp: every view permission, no write. */
  viewer: "viewer@acme.test",
  /** Beatrice Bell of Acme Corp: billing only. */
  billing: "billing@acme.test",
  /** Samuel Stone of Acme Corp: support only. */
  support: "support@acme.test",
  /** Olivia Ortiz of Acme Corp: every permission, and a mailed one-time code at sign-in. */
  otp: "otp@acme.test",
  /** Grace Gordon of Globex: every module permission. */
  globexAdmin: "admin@globex.test",
  /** Sofia Santos of Conduit Networks: full impersonation. */
  staff: "staff@conduit.test",
  /** Arthur Ash of Conduit Networks: read-only impersonation. */
  auditor: "auditor@conduit.test",
} as const;

export type DemoAccount = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];
