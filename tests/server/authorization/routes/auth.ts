import { type ModuleRoutes, NO_CALLER, PUBLIC, SIGNED_IN, writes } from "../route-rules.ts";

const STAFF_KEEP_OUT = {
  because: "how a customer signs in, and their sessions, are the customer's own to change",
};

/** server/src/modules/auth: signing in and out, passwords, captcha, development mailbox. */
export const AUTH_ROUTES: ModuleRoutes = {
  "POST /auth": { access: PUBLIC, readOnlyImpersonation: NO_CALLER },
  "GET /get-captcha": { access: PUBLIC },
  "GET /.well-known/jwks.json": { access: PUBLIC },
  "POST /auth/refresh": {
    access: PUBLIC,
    readOnlyImpersonation: {
      allowedBecause: "an impersonation renews its tokens until its absolute end",
    },
  },
  "POST /logout": {
    access: PUBLIC,
    readOnlyImpersonation: { allowedBecause: "signing out must always work" },
  },
  "POST /forgot-password": { access: PUBLIC, readOnlyImpersonation: NO_CALLER },
  "POST /verify-reset-password": { access: PUBLIC, readOnlyImpersonation: NO_CALLER },
  "POST /reset-password": { access: PUBLIC, readOnlyImpersonation: NO_CALLER },
  // Read-only impersonation changes nothing, not even the impersonated user's password.
  "POST /change-password": { access: SIGNED_IN },
  // Two-factor sign-in (issue 44). The empty body is refused (400) after the guard: nobody's
  // authenticator changes, and the company requirement is not switched on for the run.
  "GET /mfa": { access: SIGNED_IN },
  "POST /mfa/totp": { access: SIGNED_IN, refusesImpersonation: STAFF_KEEP_OUT },
  "POST /mfa/totp/confirm": { access: SIGNED_IN },
  "POST /mfa/backup-codes": { access: SIGNED_IN },
  "DELETE /mfa/totp": { access: SIGNED_IN },
  "PUT /mfa/company-requirement": { access: writes("admin") },
  // The caller's own sessions. A made-up session id: every caller past the guard gets 404.
  "GET /sessions": { access: SIGNED_IN },
  "DELETE /sessions/:id": {
    access: SIGNED_IN,
    refusesImpersonation: STAFF_KEEP_OUT,
    params: async () => ({ id: "00000000-0000-4000-8000-000000000000" }),
  },
  // Ends the caller's other sessions only: each caller here holds one session.
  "POST /sessions/end-others": { access: SIGNED_IN, refusesImpersonation: STAFF_KEEP_OUT },
  "GET /dev/mailbox": {
    access: PUBLIC,
    onlyWhen: "the development mailbox is on, which it never is on PostgreSQL",
  },
};
