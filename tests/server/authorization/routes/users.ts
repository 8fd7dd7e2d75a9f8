import {
  holding,
  type ModuleRoutes,
  NO_CALLER,
  PUBLIC,
  reads,
  type Samples,
  writes,
} from "../route-rules.ts";

const colleague = async (samples: Samples) => ({
  id: String(await samples.server.userId("viewer@acme.test")),
});
/** Not one of the matrix's callers, so that setting its permissions changes no caller. */
const NOC = "noc@acme.test";
const NOC_PERMISSIONS = ["view_service_module", "view_support_module", "write_support_module"];
const pendingInvite = async (samples: Samples) => ({
  id: String(await samples.server.userId("new.hire@acme.test")),
});
let invites = 0;
/** Withdrawing an invite consumes it: each call gets a fresh one. */
const freshInvite = async (samples: Samples) => {
  invites += 1;
  const invite = await samples.adminCall("POST", "/v2/register/user", {
    email: `matrix.${invites}@acme.test`,
    firstname: "Matrix",
    lastname: `Invitee ${invites}`,
    permissions: [],
  });
  return { id: String(invite.id) };
};

/** server/src/modules/users: the user directory, invites, permissions and impersonation. */
export const USERS_ROUTES: ModuleRoutes = {
  "GET /users": { access: reads("admin") },
  "GET /users/:id": { access: reads("admin"), tenantScoped: true, params: colleague },
  "GET /users/permission-log": { access: reads("admin") },
  "GET /users/impersonation-log": { access: reads("admin") },
  // Not a caller of the matrix: deactivating it signs no caller out.
  "POST /users/:id/deactivate": {
    access: writes("admin"),
    tenantScoped: true,
    params: async (samples) => ({ id: String(await samples.server.userId(NOC)) }),
  },
  "POST /users/:id/reactivate": {
    access: writes("admin"),
    tenantScoped: true,
    params: async (samples) => ({ id: String(await samples.server.userId(NOC)) }),
  },
  "GET /users/:id/permissions": { access: reads("admin"), tenantScoped: true, params: colleague },
  "PUT /users/:id/permissions": {
    access: writes("admin"),
    tenantScoped: true,
    // Sets the permissions the account already has: a valid body that changes nothing.
    params: async (samples) => ({ id: String(await samples.server.userId(NOC)) }),
    body: { permissions: NOC_PERMISSIONS },
  },
  "PUT /users/:id/details": {
    access: writes("admin"),
    tenantScoped: true,
    // The account's own details: a valid body that changes nothing.
    params: async (samples) => ({ id: String(await samples.server.userId(NOC)) }),
    body: { firstname: "Nadia", lastname: "Novak" },
  },
  "GET /register/user": { access: reads("admin") },
  "POST /register/user": { access: writes("admin") },
  // A read through POST: a read-only impersonation is still refused, as on every POST.
  "POST /register/user/check-duplicate": { access: reads("admin") },
  "GET /register/user/:id": { access: reads("admin"), tenantScoped: true, params: pendingInvite },
  "DELETE /register/user/:id": {
    access: writes("admin"),
    tenantScoped: true,
    params: freshInvite,
    consumesRecord: true,
  },
  "POST /register/user/:id/resend": {
    access: writes("admin"),
    tenantScoped: true,
    params: pendingInvite,
  },
  "POST /register": { access: PUBLIC, readOnlyImpersonation: NO_CALLER },
  "POST /register/user/verify": { access: PUBLIC, readOnlyImpersonation: NO_CALLER },
  "POST /register/user/set-password": { access: PUBLIC, readOnlyImpersonation: NO_CALLER },
  "GET /impersonation/users": {
    access: holding("can_impersonate_module", "can_impersonate_read_only_module"),
  },
  "POST /impersonation/users": {
    access: holding("can_impersonate_module", "can_impersonate_read_only_module"),
  },
  "POST /impersonation/exit": {
    access: PUBLIC,
    readOnlyImpersonation: { allowedBecause: "ending an impersonation must always work" },
  },
};
