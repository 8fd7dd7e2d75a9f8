import { type ModuleRoutes, NO_CALLER, PUBLIC, SIGNED_IN } from "../route-rules.ts";

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
  "GET /dev/mailbox": {
    access: PUBLIC,
    onlyWhen: "the development mailbox is on, which it never is on PostgreSQL",
  },
};
